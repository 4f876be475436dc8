import { render, type RenderOptions } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@site/shared/router';
import type { Language } from '@site/shared/i18n';
import { languageAtom, languageReadyAtom, LanguageDetector } from '@site/shared/language';

export interface ProviderOptions {
  route?: string;
  language?: Language;
  /** false: start-up detection still running. */
  ready?: boolean;
  /** How long start-up detection keeps the spinner when `ready` is false. */
  minimumLoadingMs?: number;
}

/** Shows the router's current path, so tests can see where a link went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

/** A component inside a fresh language store and a memory router, already past start-up. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language = 'en', ready = true, minimumLoadingMs = 0 }: ProviderOptions = {},
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  const store = createStore();
  store.set(languageAtom, language);
  store.set(languageReadyAtom, ready);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <JotaiProvider store={store}>
        <LanguageDetector detect={() => language} minimumLoadingMs={minimumLoadingMs}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {children}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </LanguageDetector>
      </JotaiProvider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
