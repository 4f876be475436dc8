import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  LanguageDetector,
  languageAtom,
  languageReadyAtom,
  type Language,
} from '@site/shared/language';

export type LanguageStore = ReturnType<typeof createStore>;

/** A language store of the test's own; `ready: false` leaves start-up detection to run. */
export function languageStore(language: Language, ready = true): LanguageStore {
  const store = createStore();
  store.set(languageAtom, language);
  store.set(languageReadyAtom, ready);
  return store;
}

export interface TestSiteProps {
  store: LanguageStore;
  /** The address the memory router starts at (path and query). */
  route?: string;
  /** A route pattern, for components that read route params (e.g. `/services/:serviceId`). */
  path?: string;
  /** How long start-up detection keeps the spinner when the store is not ready. */
  minimumLoadingMs?: number;
  /** Told the router's address (path and query) on every render. */
  onLocation?: (location: string) => void;
  children: ReactNode;
}

function LocationReporter({ onLocation }: { onLocation: (location: string) => void }) {
  const { pathname, search } = useLocation();
  onLocation(`${pathname}${search}`);
  return null;
}

/**
 * What a component has around it on the site: the language state (detection answers the store's
 * language), under the LanguageDetector that keeps `<html lang>` in step, and a router, here a
 * memory router at `route`.
 */
export function TestSite({
  store,
  route = '/',
  path = '*',
  minimumLoadingMs = 0,
  onLocation,
  children,
}: TestSiteProps) {
  const detected = store.get(languageAtom);
  return (
    <Provider store={store}>
      <LanguageDetector detect={() => detected} minimumLoadingMs={minimumLoadingMs}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
          {onLocation && <LocationReporter onLocation={onLocation} />}
        </MemoryRouter>
      </LanguageDetector>
    </Provider>
  );
}
