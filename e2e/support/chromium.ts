// The one definition of how the site's browser checks start Chromium: the end-to-end tests
// (playwright.config.ts) and the scripts (budget, benchmark, container probes, which read this file
// through tooling/importTypeScript.ts).

/**
 * Debian's Chromium (Playwright's own browser downloads cannot reach this network): what the
 * measurements use (the bench, Lighthouse, the JS budget, the container probes), as visitors have it.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the end-to-end tests run in: Debian's build of Chromium's headless shell, the browser that
 * Playwright itself runs headless tests in. The same engine (Blink, V8) without the full browser's
 * layers above it: a page of this site costs it about a third of the CPU time (measured on a 2-core
 * machine: 0.5–1.1 s against 1.9–3.1 s per page load, and far less while a page sits open), and
 * CPU time is what the suite waits for.
 */
export const HEADLESS_SHELL_EXECUTABLE =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Headless in a container or CI runner: no sandbox or GPU, and no traffic of the browser's own. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
