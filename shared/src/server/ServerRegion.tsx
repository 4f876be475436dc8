import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { languageAtom, languageReadyAtom, type Language } from '@site/shared/language';

export interface ServerRegionProps {
  language: Language;
  /** The address the region is rendered for (path and query). */
  location: string;
  children: ReactNode;
}

/**
 * What a region needs around it on the server: the visitor's language, already known (the
 * browser's root starts from `<html lang>`), and a router standing still at the address.
 */
export function ServerRegion({ language, location, children }: ServerRegionProps) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(languageAtom, language);
    created.set(languageReadyAtom, true);
    return created;
  });
  return (
    <Provider store={store}>
      <StaticRouter location={location}>{children}</StaticRouter>
    </Provider>
  );
}
