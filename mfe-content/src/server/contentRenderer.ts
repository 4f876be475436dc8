// The content renderer's work, apart from the process that runs it (server.ts): it renders this
// remote's pages and widget regions in the language the entry asks for, keeps the last good copy
// of each (freshness/), follows the content service's changes (Sync API, and Contentful's
// webhooks at /hooks/contentful), draws the changed pages again, and counts what it does
// (rendererMetrics.ts). Tests run it behind a real HTTP server of their own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { INTERNAL_ADDRESSES, PREVIEW_ADDRESSES } from '@site/shared/addresses';
import { languageOr } from '@site/shared/language';
import { requestLog, type ServerLog } from '@site/platform/server';
import {
  contentClient,
  observedRequest,
  setContentRequestObserver,
  startAfterContentChange,
} from '../queries/contentClient';
import { ContentUnavailable } from './contentFailureScope';
import { ContentHealth } from './freshness/contentHealth';
import { ContentSync, SYNC_STATE_FILE, type SyncRequest } from './freshness/contentSync';
import type { PageRequest } from './freshness/pageRequest';
import { PageStore } from './freshness/pageStore';
import { RenderedPages, type Render } from './freshness/renderedPages';
import { pageAddress, renderContentPage, renderContentWidget } from './renderContent';
import type { RendererSettings } from './rendererSettings';
import { rendererRoute, type RendererMetrics } from './rendererMetrics';
import { handleContentWebhook, WEBHOOK_PATH } from './webhooks/contentWebhook';
import {
  cookieValue,
  isValidPreviewCookie,
  PREVIEW_COOKIE,
  previewCookieHeader,
} from './preview/previewCookie';
import { isPreviewContentRequest, proxyPreviewContent } from './preview/previewContentProxy';
import { handlePreviewEnter, handlePreviewExit, isSecureRequest } from './preview/previewGate';
import { PREVIEW_ANSWER_HEADERS, renderInPreview } from './preview/previewScope';
import { SitemapPart } from './sitemap/contentSitemap';

export interface ContentRendererOptions {
  settings: RendererSettings;
  /** Which build draws the pages (rendererSettings.ts: buildIdentity). */
  build: string;
  metrics: RendererMetrics;
  /** JSON lines; each about a request carries the ID the entry gave it (X-Request-ID). */
  log: ServerLog;
  /** Headers for the Preview API's requests (environment.ts: browserHostHeaders). */
  previewHeaders?: Record<string, string>;
}

export interface ContentRenderer {
  /** Answers one request (the server calls it for each). */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Starts following the content service's changes. */
  start(): void;
  stop(): void;
  readonly pages: RenderedPages;
}

/** `/_page/<path>` in the entry's language, or `/_region/<language>/<Expose>`; null: neither. */
function pageRequestOf(request: IncomingMessage): PageRequest | null {
  const url = new URL(request.url ?? '/', 'http://renderer.invalid');
  const { page, region } = INTERNAL_ADDRESSES;
  if (`${url.pathname}/`.startsWith(page)) {
    url.pathname = url.pathname.slice(page.length - 1) || '/';
    return {
      kind: 'page',
      language: languageOr(request.headers['x-site-language']),
      address: pageAddress(url),
    };
  }
  if (!url.pathname.startsWith(region)) return null;
  const [language, expose, ...rest] = url.pathname.slice(region.length).split('/');
  if (!language || !expose || rest.length) return null;
  return { kind: 'region', language: languageOr(language), expose };
}

function drawFor(request: PageRequest): Render {
  switch (request.kind) {
    case 'page':
      return (signal) =>
        renderContentPage(
          new URL(request.address, 'http://renderer.invalid'),
          request.language,
          signal,
        );
    case 'region':
      return (signal) => renderContentWidget(request.expose, request.language, signal);
  }
}

/** The path asked for, without its query: what a log line may say about the request. */
const pathOf = (request: IncomingMessage) => request.url?.split('?')[0] ?? '';

function send(
  response: ServerResponse,
  status: number,
  body: string,
  started: number,
  headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8' },
) {
  response.writeHead(status, {
    ...headers,
    'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
  });
  response.end(body);
}

export function contentRenderer(options: ContentRendererOptions): ContentRenderer {
  const { settings, metrics, log } = options;
  setContentRequestObserver(metrics.contentRequest);

  /** A request's render, timed and counted whether it draws a page, finds none or fails. */
  function renderFor(request: PageRequest): Render {
    const draw = drawFor(request);
    return async (signal) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const page = await draw(signal);
        metrics.rendered(request.kind, 'ok', seconds());
        return page;
      } catch (error) {
        metrics.rendered(request.kind, 'error', seconds());
        throw error;
      }
    };
  }

  const syncContent: SyncRequest = async (query) => {
    const client = await contentClient();
    return observedRequest(() => client.sync(query));
  };

  // Pages whose render failed, or that changed while the service failed, are drawn again when it
  // is back, before anyone asks.
  // Every line the renderer writes is a JSON line of its log; a line about a request carries its
  // ID (requestLog), the others (the content service's health, the sync) none.
  const health = new ContentHealth({
    onRecovered: () => pages.refresh(),
    log: (line) => log.warn(line),
  });
  const store = new PageStore({ dir: settings.storeDir, build: options.build });
  const sync = new ContentSync({
    sync: syncContent,
    health,
    log: (line) => log.info(line),
    intervalMs: settings.syncSeconds * 1000,
    stateFile: settings.storeDir && path.join(settings.storeDir, SYNC_STATE_FILE),
    onSynced: metrics.synced,
    onChange: (what, changedAt) => {
      log.info(`content changed (${what}); drawing ${store.size} stored pages again`);
      startAfterContentChange();
      pages.contentChanged(changedAt);
    },
  });
  const pages: RenderedPages = new RenderedPages({
    store,
    health,
    renderFor,
    generation: sync.lastChange,
    renderTimeoutMs: settings.renderTimeoutMs,
  });

  // This remote's part of the site's sitemap, current as of the content's last change.
  const sitemap = new SitemapPart(() => sync.lastChange);

  async function servePage(
    pageRequest: PageRequest,
    request: IncomingMessage,
    response: ServerResponse,
    extraHeaders: Record<string, string> = {},
  ) {
    const started = performance.now();
    try {
      const served = await pages.serve(pageRequest);
      if (!served) return send(response, 404, 'Not found\n', started);
      metrics.answered(served.outcome);
      send(response, served.status, served.html, started, {
        ...extraHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        // For operators (docs/operations.md#content-pages-freshness-outages-and-publishing).
        'X-Page-Status': served.outcome === 'STALE' ? 'stale' : 'fresh',
        'X-Page-Age': String(served.age),
        'X-Renderer-Cache': served.outcome,
      });
      if (served.outcome === 'MISS' || served.outcome === 'REFRESHED') {
        requestLog(log, request.headers).info(
          {
            status: served.status,
            path: pathOf(request),
            ms: Math.round(performance.now() - started),
          },
          'page rendered',
        );
      }
    } catch (error) {
      // 503: nothing to serve (never a page drawn without its content); nginx serves its own last
      // copy if it has one, or the entry the client-rendered page. The failure itself is logged by
      // ContentHealth, once per interval.
      const unavailable = error instanceof ContentUnavailable;
      if (!unavailable) {
        requestLog(log, request.headers).error(
          { err: error, path: pathOf(request) },
          'page failed',
        );
      }
      send(response, unavailable ? 503 : 500, 'The page could not be rendered\n', started);
    }
  }

  /**
   * An editor's page: drawn now from the Preview API, never kept here or anywhere else (nginx
   * passes preview requests by), and never served to anyone else.
   */
  async function servePreview(
    pageRequest: PageRequest,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const started = performance.now();
    const render = renderFor(pageRequest);
    try {
      const page = await renderInPreview(() =>
        render(AbortSignal.timeout(settings.renderTimeoutMs)),
      );
      if (!page) return send(response, 404, 'Not found\n', started, PREVIEW_ANSWER_HEADERS);
      send(response, page.status, page.html, started, {
        'Content-Type': 'text/html; charset=utf-8',
        'X-Renderer-Cache': 'PREVIEW',
        ...PREVIEW_ANSWER_HEADERS,
      });
    } catch (error) {
      if (!(error instanceof ContentUnavailable)) {
        requestLog(log, request.headers).error(
          { err: error, path: pathOf(request) },
          'preview failed',
        );
      }
      send(response, 503, 'The preview could not be rendered\n', started, PREVIEW_ANSWER_HEADERS);
    }
  }

  /** Whether a page request is an editor's preview: the cookie's signature, not its presence. */
  function previewState(request: IncomingMessage): 'none' | 'valid' | 'invalid' {
    const cookie = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
    if (cookie === undefined) return 'none';
    const { enabled, secret } = settings.preview;
    return enabled && isValidPreviewCookie(cookie, secret) ? 'valid' : 'invalid';
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now();
    const path = request.url?.split('?')[0];
    if (request.url === '/healthz') return send(response, 200, 'ok\n', started);
    if (path === PREVIEW_ADDRESSES.enter)
      return handlePreviewEnter(request, response, settings.preview);
    if (path === PREVIEW_ADDRESSES.exit) return handlePreviewExit(request, response);
    if (isPreviewContentRequest(request.url)) {
      return proxyPreviewContent(request, response, {
        settings: settings.preview,
        headers: options.previewHeaders,
      });
    }
    if (path === INTERNAL_ADDRESSES.sitemap) {
      const xml = await sitemap.current();
      return send(response, 200, xml, started, {
        'Content-Type': 'application/xml; charset=utf-8',
      });
    }
    if (path === WEBHOOK_PATH) {
      const requestLine = requestLog(log, request.headers);
      return handleContentWebhook(request, response, {
        secret: settings.webhookSecret,
        peers: settings.peers,
        syncNow: () => sync.requestSync(),
        count: metrics.webhook,
        log: (line) => requestLine.info(line),
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'Method not allowed\n', started);
    }
    const pageRequest = pageRequestOf(request);
    if (!pageRequest) return send(response, 404, 'Not found\n', started);
    const preview = previewState(request);
    if (preview === 'valid') return servePreview(pageRequest, request, response);
    // An expired, forged or no longer accepted preview cookie (the secret changed, preview turned
    // off): the visitors' page, and the cookie goes, so the entry stops showing the preview bar.
    const clear =
      preview === 'invalid'
        ? { 'Set-Cookie': previewCookieHeader(null, isSecureRequest(request)) }
        : undefined;
    return servePage(pageRequest, request, response, clear);
  }

  return {
    handle: (request, response) => {
      metrics.site.observeRequest(response, rendererRoute(request.url));
      return answer(request, response);
    },
    start: () => sync.start(),
    stop: () => sync.stop(),
    pages,
  };
}
