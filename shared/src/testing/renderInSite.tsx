import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { languageAtom, type Language } from '@site/shared/language';
import { languageStore, TestSite, type TestSiteProps } from './TestSite';

export interface SiteRenderOptions extends Pick<
  TestSiteProps,
  'route' | 'path' | 'minimumLoadingMs'
> {
  language?: Language;
  /** false: start-up detection still running. */
  ready?: boolean;
  /** Providers of the app's own around the site (e.g. a query cache). */
  wrap?: (site: ReactNode) => ReactNode;
}

/**
 * Renders a component as the site would, past start-up unless `ready` is false. Returns, with
 * Testing Library's result, the language store, the router's current address and a way to switch
 * language as the visitor would (state kept).
 */
export function renderInSite(
  ui: ReactNode,
  { language = 'en', ready = true, wrap = (site) => site, ...site }: SiteRenderOptions = {},
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  const store = languageStore(language, ready);
  let location = '';
  function Wrapper({ children }: { children: ReactNode }) {
    return wrap(
      <TestSite
        store={store}
        {...site}
        onLocation={(current) => {
          location = current;
        }}
      >
        {children}
      </TestSite>,
    );
  }
  return {
    ...render(ui, { wrapper: Wrapper, ...options }),
    store,
    /** The router's address now, path and query. */
    location: () => location,
    setLanguage: (next: Language) => act(() => store.set(languageAtom, next)),
  };
}
