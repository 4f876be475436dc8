// The one call that starts the real-user signals, apart from signals.ts so that the shell's
// start-up takes only this (a bundle carries the parts of an entry point it uses).

/**
 * Loads the reporter (and web-vitals) and starts it; the shell calls this once the page has
 * loaded and the browser is idle. A reporter that cannot load leaves the page as it is.
 */
export function startRealUserSignals(): void {
  import('./reporter').then(
    ({ startReporter }) => startReporter(),
    () => undefined,
  );
}
