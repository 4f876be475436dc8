import { getDefaultStore } from 'jotai';
import {
  inEditorPreview,
  INTERACTIONS,
  NEEDS_SCRIPT,
  pageForPath,
  preloadRoute,
  takeStartTrigger,
} from '@site/shared/federation';
import { languageAtom, languageOfPath, languagePath } from '@site/shared/language';
import { followSiteLink, isPlainClick, onSiteNavigation } from '@site/shared/router';
import { whenNearViewport } from '@site/shared/ui';

/** How the page region starts: its server markup hydrated, or drawn afresh (another address or language). */
export type PageStart = 'hydrate' | 'render';

/**
 * The address of a link the site's router shows, or null for one the browser should follow. Route
 * lookup takes language paths (`/ka/projects`) and the spec's addresses alike; a link to the same
 * page on the other language's path is another page.
 */
function routedLink(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !pageForPath(url.pathname)) return null;
  // Another place on this page: the browser scrolls there.
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

/**
 * A link's path as the router follows it: on a language path already, as it is; a spec address
 * without one (`/projects`, from older content) on the language path of the page it is on, as the
 * page's own links are. The browser would ask the entry, which leads it by the visitor's rule, not
 * by the language being read; and the address keeps naming the language it shows.
 */
function inPageLanguage(pathname: string): string {
  if (languageOfPath(pathname)) return pathname;
  const language = languageOfPath(window.location.pathname);
  return language ? languagePath(language, pathname) : pathname;
}

/**
 * Starts a server-rendered page region only when the visitor needs its scripts
 * (docs/architecture.md#scripts-only-where-something-moves). Until then its markup is the page:
 * it reads, scrolls, opens its disclosures and sends its forms as HTML, and none of its remote's
 * code is downloaded. `start` runs once, on the first of:
 * - an interaction inside it (a tap, a key, focus, input), this one or the one that started the
 *   shell's scripts (the start script remembers it): hydrated, keeping what was typed;
 * - a part that does nothing without scripts (NEEDS_SCRIPT) coming near the viewport: hydrated;
 * - a navigation (one of its links, followed as the router would, or another region's) or a
 *   change of language: drawn afresh for the new address or language.
 * Links to the site's pages fetch that page's code when pointed at or focused (also when pointed at
 * before the shell ran). With `hydrate` false (markup whose remote this page cannot run) only the
 * navigation and the change of language start it, drawn afresh. An editor's preview is hydrated at
 * once: it follows the editor's changes (docs/operations.md#live-preview).
 */
export function startPageWhenNeeded(
  container: HTMLElement,
  start: (how: PageStart) => void,
  hydrate = true,
) {
  const stops: (() => void)[] = [];
  let started = false;
  const begin = (how: PageStart) => {
    if (started) return;
    started = true;
    stops.forEach((stop) => stop());
    start(how);
  };
  if (hydrate && inEditorPreview()) {
    begin('hydrate');
    return;
  }

  const listen = <K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => {
    container.addEventListener(type, listener, { capture: true, passive: type !== 'click' });
    stops.push(() => container.removeEventListener(type, listener, { capture: true }));
  };

  for (const type of hydrate ? INTERACTIONS : []) {
    // On a link, the interaction is the navigation the click below answers.
    listen(type, (event) => {
      if (!routedLink(event.target)) begin('hydrate');
    });
  }
  listen('click', (event) => {
    const url = routedLink(event.target);
    if (!url || !isPlainClick(event)) return;
    event.preventDefault();
    followSiteLink(`${inPageLanguage(url.pathname)}${url.search}${url.hash}`);
  });
  const preload = (event: Event) => {
    const url = routedLink(event.target);
    if (url) preloadRoute(url.pathname);
  };
  listen('pointerover', preload);
  listen('focusin', preload);

  stops.push(onSiteNavigation(() => begin('render')));
  stops.push(getDefaultStore().sub(languageAtom, () => begin('render')));
  if (!hydrate) return;
  for (const part of container.querySelectorAll(`[${NEEDS_SCRIPT}]`)) {
    stops.push(whenNearViewport(part, () => begin('hydrate')));
  }
  // What the visitor did before the shell ran (it is what loaded it): inside this region, a tap
  // starts it as one now would, and a link pointed at has its page's code fetched.
  const trigger = takeStartTrigger();
  if (!trigger || !container.contains(trigger)) return;
  const url = routedLink(trigger);
  if (url) preloadRoute(url.pathname);
  else begin('hydrate');
}
