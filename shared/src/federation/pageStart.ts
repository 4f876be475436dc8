// When a page's region gets its scripts (docs/architecture.md#scripts-only-where-something-moves).
// A page the server rendered reads, scrolls and follows its links and forms as HTML, so its region
// is not hydrated, and its remote's code not downloaded, until the visitor needs them: an
// interaction inside it, a navigation, a change of language, or one of its parts that does nothing
// without scripts (marked NEEDS_SCRIPT) coming near the viewport. A page drawn in the browser (the
// fallback document) starts at once.

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
