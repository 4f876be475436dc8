// The one Contentful client of this app, built from the runtime config
// (docs/architecture.md#content), plus an in-flight cache so identical concurrent requests (same
// query and locale) go out once — React's strict mode and several widgets asking at the same time
// would otherwise duplicate them.
import type { ContentfulClientApi, EntriesQueries } from 'contentful';
import { getSiteConfig } from '@site/shared/config';
import { PREVIEW_ADDRESSES } from '@site/shared/addresses';

type Client = ContentfulClientApi<undefined>;

/** An entry as the SDK returns it for one locale, links already resolved from `includes`. */
export interface RawEntry {
  sys: { id: string; createdAt: string; updatedAt?: string; type?: string };
  fields: Record<string, unknown>;
}

export interface RawCollection {
  items: RawEntry[];
  total: number;
  skip: number;
  limit: number;
}

/** CDA query parameters: `content_type`, `locale`, `order`, `limit`, `skip`, field filters. */
export type EntryQuery = Record<string, string | number | boolean>;

/**
 * docs/product.md#content-service: time-out 30 s, retry limit 5 (the SDK retries 5xx, 429 and
 * connection errors).
 */
export const CLIENT_TIMEOUT_MS = 30_000;
export const CLIENT_RETRY_LIMIT = 5;

const clients = new Map<string, Promise<Client>>();

/** What a server renderer changes: its own way to the service, and shorter waits. */
export interface ContentClientOverrides {
  /** The service's host as this process reaches it (a container name), when not the browser's. */
  host?: string;
  /** Another token for that host (the Preview API's, for an editor's preview render). */
  accessToken?: string;
  /** Request headers, e.g. the host the browser knows, for a service that builds file URLs. */
  headers?: Record<string, string>;
  timeout?: number;
  retryLimit?: number;
}

let currentOverrides: () => ContentClientOverrides = () => ({});

/**
 * Server renderer only: set before the first request. A function is asked on every request, so a
 * render can reach another service (an editor's preview) while the others render beside it.
 */
export function setContentClientOverrides(
  next: ContentClientOverrides | (() => ContentClientOverrides),
): void {
  currentOverrides = typeof next === 'function' ? next : () => next;
  clients.clear();
}

declare global {
  interface Window {
    /** Set by /config.js in an editor's preview (the entry serves its preview variant). */
    __SITE_PREVIEW__?: boolean;
  }
}

function clientSettings() {
  const { host, insecure, space, environment, accessToken } = getSiteConfig().content;
  // A browser in preview never calls the content service: the site's own origin adds the token.
  if (typeof window !== 'undefined' && window.__SITE_PREVIEW__ === true) {
    const { host: here, protocol } = window.location;
    const local = protocol === 'http:';
    // A frame of the editors' app that keeps no cookie has a pass instead, which the entry wrote
    // into the preview bar (docs/operations.md#live-preview).
    const pass = document.querySelector('[data-preview-bar]')?.getAttribute('data-preview-pass');
    return {
      host: here,
      insecure: local,
      space,
      environment,
      accessToken: 'preview',
      basePath: PREVIEW_ADDRESSES.content,
      ...(pass ? { headers: { 'X-Site-Preview-Pass': pass } } : {}),
    };
  }
  const overrides = currentOverrides();
  return {
    host: overrides.host || host,
    insecure,
    space,
    environment,
    accessToken: overrides.accessToken || accessToken,
    headers: overrides.headers,
  };
}

/**
 * The client, built on first use. The SDK is loaded then too: a server-rendered page carries the
 * answers it shows, so its first load needs no SDK at all (a third of this remote's code).
 */
export function contentClient(): Promise<Client> {
  const { headers, ...settings } = clientSettings();
  const key = JSON.stringify([settings, headers]);
  // Rebuilt only when the configuration changes (tests point it at another server, a preview
  // render at the Preview API); the last two are kept, so renders beside a preview keep theirs.
  const kept = clients.get(key);
  if (kept) return kept;
  const { retryLimit, timeout } = currentOverrides();
  const client = import(/* webpackChunkName: "contentful-sdk" */ 'contentful').then(
    ({ createClient }) =>
      createClient({
        ...settings,
        retryLimit: retryLimit ?? CLIENT_RETRY_LIMIT,
        timeout: timeout ?? CLIENT_TIMEOUT_MS,
        ...(headers ? { headers } : {}),
      }),
  );
  clients.set(key, client);
  if (clients.size > 2) clients.delete(clients.keys().next().value ?? key);
  return client;
}

/** Told how each request to the content service went: the server renderer's metrics. */
export type ContentRequestObserver = (outcome: 'ok' | 'error', seconds: number) => void;

let requestObserver: ContentRequestObserver | undefined;

/** Server renderer only: every request to the content service is reported to `observer`. */
export function setContentRequestObserver(observer: ContentRequestObserver | undefined): void {
  requestObserver = observer;
}

/** Runs one request to the content service (its retries included) and reports how it went. */
export async function observedRequest<T>(request: () => Promise<T>): Promise<T> {
  const observer = requestObserver;
  if (!observer) return request();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const answer = await request();
    observer('ok', seconds());
    return answer;
  } catch (error) {
    observer('error', seconds());
    throw error;
  }
}

const inFlight = new Map<string, Promise<unknown>>();

/** Runs `request` once for every concurrent caller with the same `key`. */
function once<T>(key: string, request: () => Promise<T>): Promise<T> {
  const fullKey = `${JSON.stringify(clientSettings())}|${key}`;
  const pending = inFlight.get(fullKey) as Promise<T> | undefined;
  if (pending) return pending;
  const started = request().finally(() => {
    if (inFlight.get(fullKey) === started) inFlight.delete(fullKey);
  });
  inFlight.set(fullKey, started);
  return started;
}

/**
 * The content changed (the server renderer's sync saw it): a request already under way may answer
 * with the content as it was, so no request made from now on joins one. Without this, a page drawn
 * for the new content could be given an answer asked for before the change and be kept as current
 * until the next change.
 */
export function startAfterContentChange(): void {
  inFlight.clear();
}

function stableKey(query: EntryQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function getEntries(query: EntryQuery): Promise<RawCollection> {
  return once(`entries|${stableKey(query)}`, async () => {
    // The SDK's query type is generic over a skeleton; this app maps plain fields itself.
    const client = await contentClient();
    const response = await observedRequest(() =>
      client.getEntries(query as EntriesQueries<never, undefined>),
    );
    return response as unknown as RawCollection;
  });
}

/** Tests only: forget the client and any pending request. */
export function resetContentClientForTests(): void {
  clients.clear();
  inFlight.clear();
}
