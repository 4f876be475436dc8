import { getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_REGIONS, reportHydrationErrors } from '@site/shared/federation';
import { detectVisitLanguage, languageAtom, languageReadyAtom } from '@site/shared/language';
import { SiteRouter } from '@site/shared/router';
import { PageRoutes } from '../regions/PageRoutes';
import { ShellFooter } from '../regions/ShellFooter';
import { ShellTop } from '../regions/ShellTop';

type Region = (typeof PAGE_REGIONS)[keyof typeof PAGE_REGIONS];

function start(region: Region, tree: ReactNode, hydrate: boolean): void {
  const container = document.getElementById(region.id);
  if (!container) throw new Error(`The page has no #${region.id} element`);
  const element = <SiteRouter>{tree}</SiteRouter>;
  const { identifierPrefix } = region;
  if (hydrate && container.hasChildNodes()) {
    hydrateRoot(container, element, {
      identifierPrefix,
      onRecoverableError: reportHydrationErrors(region.id),
    });
  } else {
    createRoot(container, { identifierPrefix }).render(element);
  }
}

/**
 * Starts the page's React roots. A page the server rendered (`data-rendered="server"`) in the
 * language the browser would choose too is hydrated region by region: kept as it is and made
 * interactive. When the two disagree (a stored language the server could not see, cookies off),
 * hydrating would have to change every text at once, so the regions are rendered afresh in the
 * browser's language instead. A client-rendered page (the fallback document) renders into empty
 * regions after the start-up spinner.
 */
export function startRegions(): void {
  const root = document.documentElement;
  const serverRendered = root.dataset.rendered === 'server';
  let hydrate = false;
  if (serverRendered) {
    const language = detectVisitLanguage();
    hydrate = language === root.lang;
    const store = getDefaultStore();
    store.set(languageAtom, language);
    store.set(languageReadyAtom, true);
  }
  start(PAGE_REGIONS.top, <ShellTop />, hydrate);
  start(PAGE_REGIONS.page, <PageRoutes />, hydrate);
  start(PAGE_REGIONS.footer, <ShellFooter />, hydrate);
}
