import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@site/shared/router';
import type { Language } from '@site/shared/i18n';
import { languageAtom, languageReadyAtom } from '@site/shared/language';
import { createContentQueryClient } from '../query-cache/contentQueryClient';

export interface RenderPageOptions {
  language?: Language;
  /** The URL the page opens at. */
  url?: string;
  /** The route pattern, for pages that read params, e.g. `/projects/:projectId`. */
  path?: string;
}

/**
 * Renders a page inside a memory router, a language store the test can switch and a query cache
 * of its own, and keeps the current location readable (for URL query assertions).
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}) {
  const { language = 'en', url = '/', path = '*' } = options;
  const location = { current: '' };
  const store = createStore();
  store.set(languageAtom, language);
  store.set(languageReadyAtom, true);

  function LocationProbe() {
    const here = useLocation();
    location.current = `${here.pathname}${here.search}`;
    return null;
  }

  const result = render(
    <QueryClientProvider client={createContentQueryClient()}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  return {
    ...result,
    location: () => location.current,
    setLanguage: (next: Language) => act(() => store.set(languageAtom, next)),
  };
}

/** A promise the test settles by hand, to control the order answers arrive in. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
