// Back and Forward before the shell's application runs (docs/product.md#language-paths: "Back and
// Forward keep the address and the page's language in step"). A page load can bring back history
// entries an earlier load of the same document made in place (the application's links, its
// language switch): with no copy of that document kept (no back-forward cache: evicted, full or
// turned off), the browser loads the entry it returns to and moves between the others in the new
// page without loading again, by `popstate`. Until the application runs, nothing draws the page
// for the address it moved to: the page would be the server's markup of another address.

/** Announced by the application as it starts: from then on its router answers every move. */
export const SHELL_STARTED_EVENT = 'site:shell-started';

/** The path and query the window shows now (a move within the page, `#…`, is no other address). */
export const addressOf = (win: Window = window) => `${win.location.pathname}${win.location.search}`;

/**
 * The path and query of the address this document was loaded at (after any redirect): what the
 * server drew. Read from the document's navigation entry, which no move of the history within the
 * document changes: this script runs deferred, after the document is parsed, and a visitor may
 * have gone Back by then.
 */
export function drawnAddress(win: Window = window): string {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  if (entry?.name) {
    try {
      const url = new URL(entry.name);
      return `${url.pathname}${url.search}`;
    } catch {
      // Not a URL: the address the document shows now is the best there is.
    }
  }
  return addressOf(win);
}

/**
 * Until the application announces its start, a move of the history to another address of this
 * document loads that address, as a link followed without scripts would: the server draws it,
 * in its language; so does a move made before this script ran. A move within the page
 * (`#section`) is the browser's. Returns what stops it.
 */
export function loadAddressOnHistoryMove(win: Window = window): () => void {
  const drawn = drawnAddress(win);
  const moved = () => {
    if (addressOf(win) !== drawn) win.location.reload();
  };
  moved();
  const stop = () => {
    win.removeEventListener('popstate', moved);
    win.removeEventListener(SHELL_STARTED_EVENT, stop);
  };
  win.addEventListener('popstate', moved);
  win.addEventListener(SHELL_STARTED_EVENT, stop);
  return stop;
}

/** Tells the start script that the application's router answers the history from now on. */
export function announceShellStarted(win: Window = window): void {
  win.dispatchEvent(new Event(SHELL_STARTED_EVENT));
}
