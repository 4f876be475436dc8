import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import {
  WidgetRegionMarkup,
  widgetRegionAddress,
  type RemoteModuleId,
} from '@site/shared/federation';
import { PageStatusContext, type PageStatusRecorder } from '@site/shared/head';
import {
  languageAtom,
  languageBase,
  languagePath,
  languageReadyAtom,
  type Language,
} from '@site/shared/language';
import { ssiInclude } from './pageSkeleton';

export interface ServerRegionProps {
  language: Language;
  /** The route address the region is rendered for (path and query), without its language. */
  location: string;
  children: ReactNode;
  /** Receives the HTTP status a page asks for (`PageStatus`). */
  status?: PageStatusRecorder;
}

/**
 * What a region needs around it on the server: the visitor's language, already known (the
 * browser's root starts from `<html lang>`), a router standing still at the address on its
 * language path (so every link it draws keeps the language, as the browser's router does), a place for
 * the page's status, and widgets of other remotes as includes of what their owners render.
 */
export function ServerRegion({ language, location, children, status }: ServerRegionProps) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(languageAtom, language);
    created.set(languageReadyAtom, true);
    return created;
  });
  const [widgetMarkup] = useState(
    () => (module: RemoteModuleId) => ssiInclude(widgetRegionAddress(module, language)),
  );
  return (
    <Provider store={store}>
      <PageStatusContext.Provider value={status ?? null}>
        <WidgetRegionMarkup.Provider value={widgetMarkup}>
          <StaticRouter
            basename={languageBase(languagePath(language, location))}
            location={languagePath(language, location)}
          >
            {children}
          </StaticRouter>
        </WidgetRegionMarkup.Provider>
      </PageStatusContext.Provider>
    </Provider>
  );
}
