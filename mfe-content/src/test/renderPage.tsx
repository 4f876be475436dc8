import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import {
  renderInSite,
  renderOnLanguagePath as renderOnSiteLanguagePath,
  type LanguagePathRenderOptions,
  type SiteRenderOptions,
} from '@site/shared/testing';
import { createContentQueryClient } from '../query-cache/contentQueryClient';

/** Renders a page as the site would, with a query cache of its own. */
export function renderPage(ui: ReactElement, options: Omit<SiteRenderOptions, 'wrap'> = {}) {
  const client = createContentQueryClient();
  return renderInSite(ui, {
    ...options,
    wrap: (site) => <QueryClientProvider client={client}>{site}</QueryClientProvider>,
  });
}

/**
 * Renders a page as the browser draws it on a language path (`/ka/projects`), with a query cache
 * of its own (shared/src/testing/renderOnLanguagePath.tsx).
 */
export function renderOnLanguagePath(
  ui: ReactElement,
  options: Omit<LanguagePathRenderOptions, 'wrap'>,
) {
  const client = createContentQueryClient();
  return renderOnSiteLanguagePath(ui, {
    ...options,
    wrap: (site) => <QueryClientProvider client={client}>{site}</QueryClientProvider>,
  });
}

/** A promise the test settles by hand, to control the order answers arrive in. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
