import { getDefaultStore } from 'jotai';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  canHydrate,
  knownRunnable,
  PAGE_REGIONS,
  pageForPath,
  reportHydrationErrors,
} from '@site/shared/federation';
import { removeServerPageHead } from '@site/shared/head';
import {
  adoptPageLanguage,
  detectVisitLanguage,
  isLanguage,
  languageAtom,
  languageReadyAtom,
} from '@site/shared/language';
import { onSiteNavigation, SiteRouter } from '@site/shared/router';
import { PageRoutes } from '../regions/PageRoutes';
import { ShellTop } from '../regions/ShellTop';
import { addressOf, announceShellStarted, drawnAddress } from '../start/historyBeforeStart';
import { afterLoadWhenIdle } from '../start/pageLoad';
import { startPageWhenNeeded, type PageStart } from './pageWhenNeeded';
import { followPathLanguage } from './pathLanguage';

type Region = (typeof PAGE_REGIONS)[keyof typeof PAGE_REGIONS];

function regionElement(region: Region): HTMLElement {
  const container = document.getElementById(region.id);
  if (!container) throw new Error(`The page has no #${region.id} element`);
  return container;
}

/**
 * Starts a region's React root: hydrates the server's markup, or draws it afresh. `drawAfresh`
 * runs first when it draws afresh over markup the server drew (the page's head tags go with it).
 */
function start(
  region: Region,
  tree: ReactNode,
  hydrate: boolean,
  drawAfresh: () => void = () => undefined,
): void {
  const container = regionElement(region);
  const element = <SiteRouter>{tree}</SiteRouter>;
  const { identifierPrefix } = region;
  if (hydrate && container.hasChildNodes()) {
    // In a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of hydrating the whole region in one long task (a default-priority
    // hydration is not sliced). The markup is the server's meanwhile, so nothing shows the wait.
    startTransition(() => {
      hydrateRoot(container, element, {
        identifierPrefix,
        onRecoverableError: reportHydrationErrors(region.id),
      });
    });
  } else {
    if (container.hasChildNodes()) drawAfresh();
    createRoot(container, { identifierPrefix }).render(element);
  }
}

/**
 * Starts the page's React roots. A page the server rendered (`data-rendered="server"`) is in the
 * visit's language (its language path's, or the site's language rule's), so it is hydrated region
 * by region in that language: kept as it is and made interactive. A client-rendered page (the
 * fallback document) renders into empty regions after the start-up spinner and the browser's
 * detection, which applies the same rule. On both, the language then follows the address: a move
 * of the history to the other language's path draws the page in that language.
 */
export function startRegions(): void {
  // From here on the history's moves are the router's (the start script loaded the address until
  // now), and the language follows the address.
  announceShellStarted();
  followPathLanguage();
  const root = document.documentElement;
  const serverRendered = root.dataset.rendered === 'server';
  let hydrate = false;
  if (serverRendered) {
    // A page without a language of the site's (none today) is drawn afresh in the detected one.
    const language = isLanguage(root.lang) ? adoptPageLanguage(root.lang) : detectVisitLanguage();
    hydrate = language === root.lang;
    const store = getDefaultStore();
    store.set(languageAtom, language);
    store.set(languageReadyAtom, true);
  }
  // What the server drew this document for. A region hydrates only while the page still shows
  // it: Back or Forward within the document, or a change of language, before a region starts
  // means that region is drawn for what the page shows now (its server markup is another page's).
  const drawn = { address: drawnAddress(), language: root.lang };
  const stillDrawn = () =>
    addressOf() === drawn.address && getDefaultStore().get(languageAtom) === drawn.language;
  start(PAGE_REGIONS.top, <ShellTop />, hydrate);
  // The page the server drew waits until the visitor needs its scripts; one drawn here starts in
  // a task of its own, so the start-up is no single long task.
  if (hydrate) {
    const page = regionElement(PAGE_REGIONS.page);
    const startPage = (how: PageStart) => {
      // Drawn afresh, the page renders its own head tags; the server's would stay beside them.
      start(PAGE_REGIONS.page, <PageRoutes />, how === 'hydrate' && stillDrawn(), () =>
        removeServerPageHead(),
      );
    };
    // Markup of a remote this page cannot run stays the page, as HTML, until the visitor goes
    // elsewhere (docs/architecture.md#the-shared-contract). Asked now, so that the answer is
    // usually known when the visitor first needs the page.
    const owner = pageForPath(location.pathname)?.remote;
    const runnable = owner ? canHydrate(owner) : Promise.resolve(true);
    startPageWhenNeeded(page, (how) => {
      if (how === 'render' || !owner || knownRunnable(owner)) return startPage(how);
      // Until the answer arrives, a navigation or a change of language still draws the next page.
      let done = false;
      const finish = (next: PageStart | 'keep') => {
        if (done) return;
        done = true;
        stops.forEach((stop) => stop());
        if (next === 'keep') startPageWhenNeeded(page, startPage, false);
        else startPage(next);
      };
      const stops = [
        onSiteNavigation(() => finish('render')),
        getDefaultStore().sub(languageAtom, () => finish('render')),
      ];
      void runnable.then((yes) => finish(yes ? 'hydrate' : 'keep'));
    });
  } else {
    setTimeout(() => start(PAGE_REGIONS.page, <PageRoutes />, false), 0);
  }
  // The footer, below the fold, is code of its own, loaded and hydrated once the page has loaded
  // and the browser is idle: until then its server markup reads as it is and its links are plain
  // links. A page drawn in the browser draws it as soon as that code is there.
  const startFooter = () => {
    import('../regions/ShellFooter')
      .then(({ ShellFooter }) =>
        start(PAGE_REGIONS.footer, <ShellFooter />, hydrate && stillDrawn()),
      )
      .catch((error: unknown) => console.error('The footer could not be loaded', error));
  };
  if (hydrate) afterLoadWhenIdle(startFooter);
  else startFooter();
}
