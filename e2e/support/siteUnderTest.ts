import { previewEnvOnPorts } from '../../tooling/previewPorts';
import { EDITOR_APP_URLS, PORTS, SITE_URL } from './ports';

/**
 * The settings of the one built site the tests run against (`npm run preview --no-build` on
 * E2E_PORT_BASE's ports): the Playwright suite's web server and the site checks' (run.ts) start
 * it alike, so a check moved from one to the other meets the same site.
 */
export function siteUnderTestEnv(): Record<string, string> {
  return {
    ...previewEnvOnPorts(PORTS.entry),
    SITE_URL,
    // Contentful's web app, and the tests' stand-in for it (live-preview.spec.ts).
    PREVIEW_FRAME_ORIGINS: `https://app.contentful.com https://app.eu.contentful.com ${EDITOR_APP_URLS.join(' ')}`,
    // Every test's client is 127.0.0.1: the form server's one send per address per 10 s would
    // refuse parallel tests' sends (its unit test, formServer.test.ts, covers the limit), and the
    // signals server's 30 beacons per address per minute their pages' beacons
    // (handleSignal.test.ts covers that limit).
    PREVIEW_SERVER_ENV: JSON.stringify({
      contact: { FORM_SEND_INTERVAL_MS: '0' },
      entry: { SIGNALS_BEACONS_PER_MINUTE: '100000' },
    }),
  };
}
