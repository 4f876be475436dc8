// The content renderer's metrics (docs/operations.md#metrics), beside the HTTP and process metrics
// every server has: its renders, how each page was answered, its requests to the content service,
// the last sync that succeeded and the webhooks it took or refused. Every label value is one of a
// fixed few, each counted from 0 so that a rate exists before the first event.
import { INTERNAL_ADDRESSES, PREVIEW_ADDRESSES } from '@site/shared/addresses';
import {
  Counter,
  Gauge,
  Histogram,
  OTHER_ROUTE,
  pageRouteOf,
  type SiteMetrics,
} from '@site/platform/metrics';
import type { Outcome } from './freshness/renderedPages';
import { WEBHOOK_PATH } from './webhooks/contentWebhook';

export type RenderKind = 'page' | 'region';
export type PageAnswer = 'hit' | 'stale' | 'miss';
export type WebhookResult = 'accepted' | 'refused';
export type RequestOutcome = 'ok' | 'error';

export interface RendererMetrics {
  readonly site: SiteMetrics;
  /** A render ended (its page drawn, or none: `ok`; it threw or timed out: `error`). */
  rendered(kind: RenderKind, outcome: RequestOutcome, seconds: number): void;
  /** A page or region was answered from the store or drawn for the answer. */
  answered(outcome: Outcome): void;
  /** A request to the content service ended (after the client's own retries). */
  contentRequest(outcome: RequestOutcome, seconds: number): void;
  /** A sync with the content service succeeded now. */
  synced(at: Date): void;
  webhook(result: WebhookResult): void;
}

/** How the store's outcome counts: a current copy, an outdated or kept one, or drawn now. */
const ANSWERS: Readonly<Record<Outcome, PageAnswer>> = {
  HIT: 'hit',
  STALE: 'stale',
  MISS: 'miss',
  REFRESHED: 'miss',
};

export function rendererMetrics(site: SiteMetrics): RendererMetrics {
  const registers = [site.registry];
  const renders = new Counter({
    name: 'site_renders_total',
    help: 'Renders of a content page or widget region, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const renderDuration = new Histogram({
    name: 'site_render_duration_seconds',
    help: 'Time one render took, content requests included, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 10],
    registers,
  });
  const answers = new Counter({
    name: 'site_page_answers_total',
    help: 'Pages and regions answered: hit (a current stored copy), stale (a stored copy while the content service fails or the page is redrawn), miss (rendered now).',
    labelNames: ['result'] as const,
    registers,
  });
  const contentRequests = new Counter({
    name: 'site_content_requests_total',
    help: 'Requests to the content service (entries and sync), by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const contentDuration = new Histogram({
    name: 'site_content_request_duration_seconds',
    help: 'Time a request to the content service took, its retries included.',
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 10],
    registers,
  });
  const lastSync = new Gauge({
    name: 'site_content_sync_last_success_timestamp_seconds',
    help: 'Unix time of the last successful sync with the content service (0: none yet).',
    registers,
  });
  const webhooks = new Counter({
    name: 'site_webhooks_total',
    help: 'Contentful webhooks at /hooks/contentful: accepted (signed with the secret) or refused.',
    labelNames: ['result'] as const,
    registers,
  });
  for (const kind of ['page', 'region'] as const) {
    for (const outcome of ['ok', 'error'] as const) renders.inc({ kind, outcome }, 0);
  }
  for (const result of ['hit', 'stale', 'miss'] as const) answers.inc({ result }, 0);
  for (const outcome of ['ok', 'error'] as const) contentRequests.inc({ outcome }, 0);
  for (const result of ['accepted', 'refused'] as const) webhooks.inc({ result }, 0);
  lastSync.set(0);
  return {
    site,
    rendered: (kind, outcome, seconds) => {
      renders.inc({ kind, outcome });
      renderDuration.observe({ kind }, seconds);
    },
    answered: (outcome) => answers.inc({ result: ANSWERS[outcome] }),
    contentRequest: (outcome, seconds) => {
      contentRequests.inc({ outcome });
      contentDuration.observe(seconds);
    },
    synced: (at) => lastSync.set(at.getTime() / 1000),
    webhook: (result) => webhooks.inc({ result }),
  };
}

/**
 * The route template a request to the renderer counts under: a page's route in the federation
 * table (`/blog/:blogId`), a widget region's, or one of the renderer's own addresses; anything
 * else is `other`.
 */
export function rendererRoute(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  const { page, region, sitemap } = INTERNAL_ADDRESSES;
  if (`${path}/`.startsWith(page)) return pageRouteOf(path.slice(page.length - 1) || '/');
  if (path.startsWith(region)) return `${region}:language/:expose`;
  if (path === sitemap || path === WEBHOOK_PATH || path === '/healthz') return path;
  if (path === PREVIEW_ADDRESSES.enter || path === PREVIEW_ADDRESSES.exit) return path;
  if (path.startsWith(`${PREVIEW_ADDRESSES.content}/`)) return `${PREVIEW_ADDRESSES.content}/*`;
  return OTHER_ROUTE;
}
