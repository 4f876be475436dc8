// The content renderer's work, apart from the process that runs it (server.ts): it renders this
// remote's pages and widget regions in the language the entry asks for, keeps the last good copy
// of each (freshness/), follows the content service's changes (Sync API, and Contentful's
// webhooks at /hooks/contentful), draws the changed pages again, and counts what it does
// (rendererMetrics.ts). Tests run it behind a real HTTP server of their own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { INTERNAL_ADDRESSES, PREVIEW_ADDRESSES } from '@site/shared/addresses';
import { isNormalRequestPath, requestLog, type ServerLog } from '@site/platform/server';
import {
  contentClient,
  observedRequest,
  setContentRequestObserver,
  startAfterContentChange,
} from '../queries/contentClient';
import { ContentHealth } from './freshness/contentHealth';
import { ContentSync, SYNC_STATE_FILE, type SyncRequest } from './freshness/contentSync';
import { PageStore } from './freshness/pageStore';
import { RenderedPages } from './freshness/renderedPages';
import { pageAnswer } from './pageAnswers';
import { countedRenders } from './pageRequests';
import { isPreviewContentRequest, proxyPreviewContent } from './preview/previewContentProxy';
import { handlePreviewCheck, handlePreviewEnter, handlePreviewExit } from './preview/previewGate';
import { at, routeBy, send, type RendererRoute } from './rendererAnswer';
import type { RendererSettings } from './rendererSettings';
import { rendererRoute, type RendererMetrics } from './rendererMetrics';
import { handleContentWebhook, WEBHOOK_PATH } from './webhooks/contentWebhook';
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

export function contentRenderer(options: ContentRendererOptions): ContentRenderer {
  const { settings, metrics, log } = options;
  setContentRequestObserver(metrics.contentRequest);
  const renderFor = countedRenders(metrics);

  const syncContent: SyncRequest = async (query) => {
    const client = await contentClient();
    return observedRequest(() => client.sync(query));
  };

  // Pages whose render failed, or that changed while the service failed, are drawn again when it
  // is back, before anyone asks.
  // Every line the renderer writes is a JSON line of its log; a line about a request carries its
  // ID (requestLog), the others (the content service's health, the sync) none.
  const health = new ContentHealth({
    logEveryMs: settings.failureReportMs,
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

  // Every address but the pages' and regions', which pageAnswer answers.
  const routes: RendererRoute[] = [
    {
      matches: (request) => request.url === '/healthz',
      answer: (_request, response, started) => send(response, 200, 'ok\n', started),
    },
    {
      matches: at(PREVIEW_ADDRESSES.enter),
      answer: (request, response) => handlePreviewEnter(request, response, settings.preview),
    },
    { matches: at(PREVIEW_ADDRESSES.exit), answer: handlePreviewExit },
    {
      matches: at(PREVIEW_ADDRESSES.check),
      answer: (request, response) => handlePreviewCheck(request, response, settings.preview),
    },
    {
      matches: (request) => isPreviewContentRequest(request.url),
      answer: (request, response) =>
        proxyPreviewContent(request, response, {
          settings: settings.preview,
          headers: options.previewHeaders,
        }),
    },
    {
      matches: at(INTERNAL_ADDRESSES.sitemap),
      answer: async (_request, response, started) =>
        send(response, 200, await sitemap.current(), started, {
          'Content-Type': 'application/xml; charset=utf-8',
        }),
    },
    {
      matches: at(WEBHOOK_PATH),
      answer: (request, response) => {
        const requestLine = requestLog(log, request.headers);
        return handleContentWebhook(request, response, {
          secret: settings.webhookSecret,
          peers: settings.peers,
          syncNow: () => sync.requestSync(),
          count: metrics.webhook,
          log: (line) => requestLine.info(line),
        });
      },
    },
  ];
  const answer = routeBy(routes, pageAnswer({ pages, renderFor, settings, metrics, log }));

  return {
    handle: async (request, response) => {
      metrics.site.observeRequest(response, rendererRoute(request.url));
      // Only the address nginx routed: never another that `new URL` would make of it.
      if (!isNormalRequestPath(request.url)) {
        send(response, 404, 'not found\n', performance.now());
        return;
      }
      return answer(request, response);
    },
    start: () => sync.start(),
    stop: () => sync.stop(),
    pages,
  };
}
