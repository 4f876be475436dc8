// Back and Forward before the shell's application runs (docs/product.md#language-paths: "Back and
// Forward keep the address and the page's language in step"). A page load can bring back history
// entries an earlier load of the same document made in place (the application's links, its
// language switch): with no copy of that document kept (no back-forward cache: evicted, full or
// turned off), the browser loads the entry it returns to and moves between the others in the new
// page without loading again, by `popstate`. Until the application runs, nothing draws the page
// for the address it moved to: the page would be the server's markup of another address.

/** Announced by the application as it starts: from then on its router answers every move. */
export const SHELL_STARTED_EVENT = 'site:shell-started';

const addressOf = (win: Window) => `${win.location.pathname}${win.location.search}`;

/**
 * Until the application announces its start, a move of the history to another address of this
 * document loads that address, as a link followed without scripts would: the server draws it,
 * in its language. A move within the page (`#section`) is the browser's. Returns what stops it.
 */
export function loadAddressOnHistoryMove(win: Window = window): () => void {
  const drawn = addressOf(win);
  const moved = () => {
    if (addressOf(win) !== drawn) win.location.reload();
  };
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
