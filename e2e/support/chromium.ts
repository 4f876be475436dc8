// The one definition of how the site's browser checks start Chromium: the end-to-end tests
// (playwright.config.ts) and the scripts (budget, benchmark, container probes, which read this file
// through tooling/importTypeScript.mjs).

/** Debian's Chromium: Playwright's own browser downloads cannot reach this network. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
