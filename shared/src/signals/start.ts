// The one call that starts the real-user signals, apart from signals.ts so that the shell's start
// script takes only this (a bundle carries the parts of an entry point it uses).

/**
 * Loads the reporter (and web-vitals) and starts it; the shell's start script calls this once the
 * page has loaded and the browser is idle, on every page, whether or not the visitor ever needs
 * the shell's application. A reporter that cannot load leaves the page as it is.
 */
export function startRealUserSignals(): void {
  import('./reporter').then(
    ({ startReporter }) => startReporter(),
    () => undefined,
  );
}
