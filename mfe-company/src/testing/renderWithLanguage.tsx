import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '@site/shared/router';
import type { Language } from '@site/shared/i18n';
import { languageAtom, languageReadyAtom } from '@site/shared/language';

interface Options {
  language?: Language;
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern, when the component reads route params (e.g. `/services/:serviceId`). */
  path?: string;
}

/** Renders with the language already detected (no start-up spinner) inside a memory router. */
export function renderWithLanguage(
  ui: ReactElement,
  { language = 'en', route = '/', path }: Options = {},
) {
  const store = createStore();
  store.set(languageAtom, language);
  store.set(languageReadyAtom, true);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </Provider>,
  );
}
