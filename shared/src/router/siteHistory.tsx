import { useSyncExternalStore, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router-dom';
// Pure functions without state: no singleton needed.
import { languageBase } from '../language/languagePath';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];

/**
 * The browser history, shared by several routers. React Router's own history takes one listener;
 * this one passes every change on to all of them.
 */
function sharedHistory(): BrowserHistory {
  // `v5Compat` makes push and replace notify listeners, not only the back button.
  const browser = UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  let stopListening: (() => void) | undefined;
  return {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: (to, state?: unknown) => browser.push(to, state),
    replace: (to, state?: unknown) => browser.replace(to, state),
    go: (delta) => browser.go(delta),
    listen(listener) {
      listeners.add(listener);
      stopListening ??= browser.listen((update) => listeners.forEach((notify) => notify(update)));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = undefined;
        }
      };
    },
  };
}

type Place = BrowserHistory['location'];

const samePlace = (a: Place, b: Place) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key;

let history: BrowserHistory | undefined;

let shown: { action: BrowserHistory['action']; location: Place } | undefined;

/** The history's action and location: one object until either changes, as React compares them. */
function shownPlace() {
  const { action, location } = siteHistory();
  if (!shown || shown.action !== action || !samePlace(shown.location, location)) {
    shown = { action, location };
  }
  return shown;
}

const subscribeToSiteHistory = (notify: () => void) => siteHistory().listen(() => notify());

/**
 * The page's one browser history. A server-rendered page is hydrated as several React roots (the
 * shell's top and footer, the page), each with a router of its own; they all follow this object,
 * so a link followed in one region moves every region.
 */
function siteHistory(): BrowserHistory {
  history ??= sharedHistory();
  return history;
}

/**
 * Moves every region to `to` (a path with its query) as a followed link would, for a link no
 * router has drawn yet: one in a page region whose scripts have not started (shell/src/app).
 */
export function followSiteLink(to: string): void {
  siteHistory().push(to);
}

/** Calls `listener` on every move of the page's history; returns what stops it. */
export function onSiteNavigation(listener: () => void): () => void {
  return siteHistory().listen(() => listener());
}

/**
 * The router of every root on the site's page, all on the one history. On a language path
 * (`/ka/projects`) the language is the router's base: routes and the app's links name the route
 * path (`/projects`) and every link drawn carries the page's language path (`/ka/projects`). The
 * base is read from the same location the router is given, in one state, so a move to the other
 * language's path (the switch, Back, Forward) never shows a location outside its base.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const history = siteHistory();
  // Read from the history as React renders and checked again as it subscribes: a move between a
  // root's first render and its subscription (Back while a region hydrates, in slices) is taken up.
  const state = useSyncExternalStore(subscribeToSiteHistory, shownPlace, shownPlace);
  return (
    <Router
      basename={languageBase(state.location.pathname)}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
