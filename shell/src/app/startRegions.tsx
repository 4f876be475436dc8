import { getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { PAGE_REGIONS } from '@site/shared/federation';
import { isLanguage, languageAtom, languageReadyAtom } from '@site/shared/language';
import { SiteRouter } from '@site/shared/router';
import { PageRoutes } from '../regions/PageRoutes';
import { ShellFooter } from '../regions/ShellFooter';
import { ShellTop } from '../regions/ShellTop';

type Region = (typeof PAGE_REGIONS)[keyof typeof PAGE_REGIONS];

function reportHydrationError(region: Region) {
  return (error: unknown, info: ErrorInfo) => {
    console.error(`Hydration of the ${region.id} region failed`, error, info.componentStack);
  };
}

function start(region: Region, tree: ReactNode, hydrate: boolean): void {
  const container = document.getElementById(region.id);
  if (!container) throw new Error(`The page has no #${region.id} element`);
  const element = <SiteRouter>{tree}</SiteRouter>;
  const { identifierPrefix } = region;
  if (hydrate && container.hasChildNodes()) {
    hydrateRoot(container, element, {
      identifierPrefix,
      onRecoverableError: reportHydrationError(region),
    });
  } else {
    createRoot(container, { identifierPrefix }).render(element);
  }
}

/**
 * Starts the page's React roots. A page the server rendered (`data-rendered="server"`) is
 * hydrated region by region, starting in the server's language, so the first render in the
 * browser equals the server's HTML; the browser's own language detection runs afterwards, like a
 * language switch. A client-rendered page (the fallback document) renders into empty regions.
 */
export function startRegions(): void {
  const root = document.documentElement;
  const serverRendered = root.dataset.rendered === 'server';
  if (serverRendered) {
    const store = getDefaultStore();
    store.set(languageAtom, isLanguage(root.lang) ? root.lang : 'ka');
    store.set(languageReadyAtom, true);
  }
  start(PAGE_REGIONS.top, <ShellTop />, serverRendered);
  start(PAGE_REGIONS.page, <PageRoutes />, serverRendered);
  start(PAGE_REGIONS.footer, <ShellFooter />, serverRendered);
}
