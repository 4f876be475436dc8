import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { languagePath, type Language } from '@site/shared/language';
import { Route, Routes, SiteRouter } from '@site/shared/router';
import { languageStore } from './TestSite';

export interface LanguagePathRenderOptions {
  language: Language;
  /** The route address (`/projects?page=2`), without its language. */
  route: string;
  /** A route pattern, for components that read route params (`/services/:serviceId`). */
  path?: string;
  /** What the app puts around the site (a query cache). */
  wrap?: (site: ReactNode) => ReactNode;
}

/**
 * Renders a page as the browser draws it on a language path (`/ka/projects`): under the site's
 * own router (SiteRouter), on the page's address, whose language is the router's base, so every
 * link it draws carries the language path (docs/product.md#language-paths). Returns the address
 * in the browser's bar (path and query) too.
 */
export function renderOnLanguagePath(
  ui: ReactElement,
  { language, route, path = '*', wrap = (site) => site }: LanguagePathRenderOptions,
) {
  window.history.replaceState(null, '', languagePath(language, route));
  return {
    ...render(
      <>
        {wrap(
          <Provider store={languageStore(language)}>
            <SiteRouter>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            </SiteRouter>
          </Provider>,
        )}
      </>,
    ),
    address: () => `${window.location.pathname}${window.location.search}`,
  };
}
