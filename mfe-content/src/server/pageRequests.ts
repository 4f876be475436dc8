import type { IncomingMessage } from 'node:http';
import { INTERNAL_ADDRESSES } from '@site/shared/addresses';
import { languageOr } from '@site/shared/language';
import type { PageRequest } from './freshness/pageRequest';
import type { Render } from './freshness/renderedPages';
import { pageAddress, renderContentPage, renderContentWidget } from './renderContent';
import type { RendererMetrics } from './rendererMetrics';

/** `/_page/<path>` in the entry's language, or `/_region/<language>/<Expose>`; null: neither. */
export function pageRequestOf(request: IncomingMessage): PageRequest | null {
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

/** The render of a page or region, uncounted: countedRenders times and counts it. */
function uncountedRender(request: PageRequest): Render {
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

/** A request's render, timed and counted whether it draws a page, finds none or fails. */
export function countedRenders(metrics: Pick<RendererMetrics, 'rendered'>) {
  return (request: PageRequest): Render => {
    const draw = uncountedRender(request);
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
  };
}
