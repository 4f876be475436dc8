import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLog, type ServerLog } from '@site/platform/server';
import { ContentUnavailable } from './contentFailureScope';
import type { PageRequest } from './freshness/pageRequest';
import type { Render, RenderedPages } from './freshness/renderedPages';
import { pageRequestOf } from './pageRequests';
import { previewAccess, type PreviewAccess } from './preview/previewAccess';
import { clearPreviewCookies } from './preview/previewCookie';
import { isSecureRequest } from './preview/previewGate';
import { PREVIEW_ANSWER_HEADERS, renderInPreview } from './preview/previewScope';
import { pathOf, send, type RendererRoute } from './rendererAnswer';
import type { RendererMetrics } from './rendererMetrics';
import type { RendererSettings } from './rendererSettings';

export interface PageAnswerOptions {
  pages: RenderedPages;
  renderFor: (request: PageRequest) => Render;
  settings: Pick<RendererSettings, 'preview' | 'renderTimeoutMs'>;
  metrics: Pick<RendererMetrics, 'answered'>;
  log: ServerLog;
}

/**
 * The answer to a page or widget region: the visitors' copy (kept, drawn again as the content
 * changes), or an editor's preview when the request carries a valid preview cookie.
 */
export function pageAnswer(options: PageAnswerOptions): RendererRoute['answer'] {
  const { pages, renderFor, settings, metrics, log } = options;

  async function servePage(
    pageRequest: PageRequest,
    request: IncomingMessage,
    response: ServerResponse,
    extraHeaders: Record<string, string | string[]> = {},
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

  /** Whether a page request is an editor's preview: the cookie's or pass's signature. */
  function previewState(request: IncomingMessage): PreviewAccess {
    return previewAccess(request, settings.preview);
  }

  return (request, response, started) => {
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
        ? { 'Set-Cookie': clearPreviewCookies(isSecureRequest(request)) }
        : undefined;
    return servePage(pageRequest, request, response, clear);
  };
}
