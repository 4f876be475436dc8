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

/**
 * The end-to-end tests' switches. Every test runs against localhost (local-services stands in for
 * the outside services). Any other host, such as the map frame's, fails to resolve at once instead
 * of waiting on this machine's DNS, which sometimes answers only after seconds and keeps the
 * network busy. 127.0.0.1 is the stand-in for the editors' app that frames a preview
 * (live-preview.spec.ts): another site than localhost.
 */
export const E2E_CHROMIUM_ARGS: readonly string[] = [
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];
