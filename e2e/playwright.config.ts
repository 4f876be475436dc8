import { defineConfig, devices } from '@playwright/test';
import { E2E_CHROMIUM_ARGS, HEADLESS_SHELL_EXECUTABLE } from './support/chromium';
import { SITE_URL } from './support/ports';
import { siteUnderTestEnv } from './support/siteUnderTest';

// End-to-end tests run against the production builds behind real nginx (`npm run preview
// --no-build`, the same nginx configuration as the images) and local-services, in Debian's
// Chromium headless shell (support/chromium.ts says why not the full browser, and with which
// switches).
// A content outage held for 10 to 20 s (over ten minutes in `npm run bench`'s soak), timing every
// answer.
const LONG_TESTS = /content-outage\.spec\.ts/;
// Tests that compile with webpack and keep its caches (a remote rebuilt under an open page, a
// remote or shell built on a changed @site/shared, the dev servers).
const BUILD_TESTS = /(redeploy|shared-contract|dev-[a-z-]+)\.spec\.ts/;
// A fourth remote added to a copy of the repository: its builds keep no cache (fourthRemote.ts).
const COPY_TESTS = /fourth-remote\.spec\.ts/;
// Every route at a phone's width, one language each: the mobile project's alone (the desktop
// project's every-route.spec.ts visits each route in both languages at 1280 px).
const PHONE_ONLY_TESTS = /every-route-at-phone-width\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // The content pages the tests visit, drawn by the renderer before they start (why: the file).
  globalSetup: './support/warmSite.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // npm test also writes a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the tests, and the
  // tests' and hooks' times for CI's time report (E2E_TIMES_FILE, support/timeReporter.ts).
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
    ...(process.env.E2E_TIMES_FILE ? [['./support/timeReporter.ts'] as [string]] : []),
  ],
  // Tests tagged @slow (webpack builds of changed apps and of a copy of the repository) run in CI,
  // not on every local run.
  grepInvert: process.env.CI ? undefined : /@slow/,
  use: {
    baseURL: SITE_URL,
    // A trace costs a quarter of a test's time, and CI keeps nothing to read it with: locally only
    // (`--trace retain-on-failure` turns it on, e.g. in `npm run test:flaky`).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL_EXECUTABLE,
      args: [...E2E_CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [LONG_TESTS, BUILD_TESTS, COPY_TESTS, PHONE_ONLY_TESTS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      // One at a time: each build reads and writes its app's persistent cache, which two webpack
      // processes must not write at once, and on two cores a second build only slows the first.
      // The other worker runs the browser tests meanwhile.
      name: 'builds',
      testMatch: BUILD_TESTS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      // Beside the builds above: it writes no cache they read, and in their queue it made the
      // one-at-a-time builds (337 s in a row) the run's end, with the other core idle for 157 s.
      name: 'copy-builds',
      testMatch: COPY_TESTS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      // Alone, after every other test (skipped when one of those fails): it times every answer,
      // and on two cores a browser test or a build beside it is what those timings would measure.
      name: 'long',
      testMatch: LONG_TESTS,
      dependencies: ['desktop', 'builds', 'copy-builds', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      // At 375 px run what CSS or touch changes there (tests tagged @mobile): the phone menu, the
      // header, banner and footer layouts, the home's responsive sections, the form, the hero's
      // phone picture, one axe run per layout that differs, and each place where the apps' code
      // reads the width (tooling/test/viewportReaders.test.ts). Every route's sweep runs once, at
      // 1280 px: the server's HTML is the same at any width
      // (site-checks/same-html-at-any-width.test.ts).
      name: 'mobile',
      grep: /@mobile/,
      testIgnore: [LONG_TESTS, BUILD_TESTS, COPY_TESTS],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node ../scripts/preview.ts --no-build',
    url: `${SITE_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: siteUnderTestEnv(),
  },
});
