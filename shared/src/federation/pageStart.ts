// When a page's region gets its scripts (docs/architecture.md#scripts-only-where-something-moves).
// A page the server rendered reads, scrolls and follows its links and forms as HTML, so its region
// is not hydrated, and its remote's code not downloaded, until the visitor needs them: an
// interaction inside it, a navigation, a change of language, or one of its parts that does nothing
// without scripts (marked NEEDS_SCRIPT) coming near the viewport. A page drawn in the browser (the
// fallback document) starts at once. And what a page learns as it starts from the full load that
// brought it (below). Import-free: the start script and the federation runtime plugin use it.

/** The attribute of an element that does nothing until its region's scripts run (a carousel's arrows). */
export const NEEDS_SCRIPT = 'data-needs-script';

/**
 * What the visitor does that the scripts answer, as DOM events: the start script loads the shell's
 * application at the first, and the page region starts at the first inside it. Reading and
 * scrolling are not among them.
 */
export const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

/** Spread on such an element: `<div {...needsScript}>`. */
export const needsScript = { [NEEDS_SCRIPT]: '' } as const;

declare global {
  interface Window {
    /** Set by /config.js in an editor's preview (the entry serves its preview variant). */
    __SITE_PREVIEW__?: boolean;
  }
}

/** An editor's preview (docs/operations.md#editor-preview): /config.js says so. */
export function inEditorPreview(
  win: Window | null = typeof window === 'undefined' ? null : window,
) {
  return win?.__SITE_PREVIEW__ === true;
}

/**
 * Whether the page region waits for the visitor to need it: the page was rendered on the server,
 * for a visitor. An editor's preview starts at once: it follows the editor's changes as they are
 * typed and tags its fields for the editors' app (docs/operations.md#live-preview).
 */
export function pageWaitsForNeed(doc: Document): boolean {
  return doc.documentElement.dataset.rendered === 'server' && !inEditorPreview(doc.defaultView);
}

interface StartState {
  trigger: Element | null;
  taken: boolean;
}

declare global {
  interface Window {
    /** What the visitor last touched before the shell's scripts started (the start script). */
    siteStart?: StartState;
  }
}

const startState = (): StartState => (window.siteStart ??= { trigger: null, taken: false });

/**
 * The start script remembers the element of each interaction until the shell takes over: the
 * interaction that loads the shell, and any made while it loads.
 */
export function rememberStartTrigger(target: EventTarget | null): void {
  const state = startState();
  if (state.taken || !(target instanceof Element)) return;
  // A tap on a heading moves focus to the focusable landmark around it (the page's <main>): that
  // says nothing new about where the visitor is.
  if (state.trigger && target.contains(state.trigger)) return;
  state.trigger = target;
}

/** The element the visitor last touched before the shell started (null if none); read once. */
export function takeStartTrigger(): Element | null {
  const state = startState();
  state.taken = true;
  const { trigger } = state;
  state.trigger = null;
  return trigger;
}

// A full page load for a remote this page's shell cannot run (contractCheck.ts) must not repeat
// itself: the page it loads may still have no markup of that remote's server to keep (a page drawn
// in the browser) and refuse again at its start, with nobody having done anything. What the load
// is for goes to sessionStorage; the page it loads takes it at its start and clears it, and holds
// it only until the visitor moves: a later visit to the same address (a link, Back or Forward, a
// change of language) is a visit like the first, never refused by a guard left from before
// (docs/architecture.md#the-shared-contract). Not a time: a slow load is no loop, a quick return
// no reason to refuse.

/** sessionStorage: what a full page load for a refused remote was for, until that page starts. */
const CONTRACT_RELOAD_KEY = 'contract-reload';

/** One full page load for a refused remote: where, in which history entry, in which language. */
export interface ContractReload {
  /** Path and query. */
  readonly address: string;
  /** The router's key of the history entry (`history.state.key`), '' when it has none. */
  readonly entry: string;
  readonly language: string;
}

declare global {
  interface Window {
    /**
     * The full load that brought this document, while the visitor has not moved since (null: none,
     * or no longer; unset: not taken yet). On the window, like siteStart: one per document.
     */
    siteContractReload?: ContractReload | null;
  }
}

/** Where the page is now, as a ContractReload names it. */
function contractReloadHere(win: Window, language: string): ContractReload {
  const state: unknown = win.history.state;
  const key =
    typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
      ? state.key
      : '';
  return { address: `${win.location.pathname}${win.location.search}`, entry: key, language };
}

function parseContractReload(stored: string | null): ContractReload | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { address, entry, language } = value as Record<string, unknown>;
    return typeof address === 'string' && typeof entry === 'string' && typeof language === 'string'
      ? { address, entry, language }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes what a full load for a refused remote left for this document, once, as the page starts
 * (the federation runtime's start: runtimePlugin.ts; else the first refusal asks). Storage is
 * cleared at once, so no later page finds it; this document keeps it until the visitor goes
 * Back or Forward (a move in the history; a link followed changes the entry's key, a change of
 * language the language).
 */
export function takeContractReload(win: Window = window): void {
  if (win.siteContractReload !== undefined) return;
  win.siteContractReload = null;
  let stored: string | null = null;
  try {
    stored = win.sessionStorage.getItem(CONTRACT_RELOAD_KEY);
    if (stored !== null) win.sessionStorage.removeItem(CONTRACT_RELOAD_KEY);
  } catch {
    return;
  }
  const landing = parseContractReload(stored);
  if (!landing) return;
  win.siteContractReload = landing;
  const forget = () => {
    win.siteContractReload = null;
    win.removeEventListener('popstate', forget);
    win.removeEventListener('pageshow', shownAgain);
  };
  // A page shown again from the back/forward cache is a visit of its own too.
  const shownAgain = (event: PageTransitionEvent) => {
    if (event.persisted) forget();
  };
  win.addEventListener('popstate', forget);
  win.addEventListener('pageshow', shownAgain);
}

/**
 * Whether a refusal now is the page a full load for a refused remote brought, refusing again at
 * its start: same address, history entry and language, and the visitor has not moved since.
 */
export function isContractReloadLanding(language: string, win: Window = window): boolean {
  takeContractReload(win);
  const landing = win.siteContractReload;
  if (!landing) return false;
  const here = contractReloadHere(win, language);
  return (
    landing.address === here.address &&
    landing.entry === here.entry &&
    landing.language === here.language
  );
}

/**
 * Writes down the full load about to be made for a refused remote, for the page it brings; false
 * when storage refuses it (then no load may be made: nothing would stop it from repeating).
 */
export function leaveContractReload(language: string, win: Window = window): boolean {
  try {
    win.sessionStorage.setItem(
      CONTRACT_RELOAD_KEY,
      JSON.stringify(contractReloadHere(win, language)),
    );
    return true;
  } catch {
    return false;
  }
}
