import { previewPorts } from '../../tooling/previewPorts';

// Ports of the site under test. E2E_PORT_BASE moves them all, so two runs can share a machine.
export const PORTS = previewPorts(Number(process.env.E2E_PORT_BASE ?? 18080));

export const SITE_URL = `http://localhost:${PORTS.entry}`;
export const SERVICES_URL = `http://localhost:${PORTS.services}`;

// Playwright numbers the workers that run at the same time 0, 1, …
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * The stand-in for the editors' app (Contentful's web app) that frames a preview page
 * (live-preview.spec.ts): another site than the one under test (127.0.0.1, not localhost), one port
 * per worker (`--repeat-each` can run two copies of the spec at once), between the preview's own
 * ports and the blocks below. The site under test, started once for all workers, lets every one of
 * them frame its previews (PREVIEW_FRAME_ORIGINS, set in playwright.config.ts).
 */
const EDITOR_APP_PORTS = 10;
export const EDITOR_APP_URLS = Array.from(
  { length: EDITOR_APP_PORTS },
  (_, index) => `http://127.0.0.1:${PORTS.entry + 90 + index}`,
);
/** This worker's stand-in. */
export const EDITOR_APP_URL = `http://127.0.0.1:${PORTS.entry + 90 + (parallelIndex % EDITOR_APP_PORTS)}`;

// Each worker's blocks sit in a range of their own: with `--repeat-each` (npm run test:flaky) two
// copies of one file can run at once, and would otherwise start their sites on the same ports.
const WORKER_RANGE = 2_200;
const workerShift = parallelIndex * WORKER_RANGE;

/** A block of ports per test that starts a site or dev servers of its own (a site uses sixteen). */
const BLOCKS = {
  fourthRemote: 200,
  degraded: 300,
  operations: 400,
  contentOutage: 1_000,
  publishA: 1_100,
  publishB: 1_200,
  publishWithoutWebhook: 1_300,
  redeployContent: 1_400,
  devStandalone: 1_600,
  devRefresh: 1_700,
  contractRemoteFirst: 2_030,
  contractShellFirst: 2_060,
  logsWhileHopsFail: 2_100,
  mailBurst: 2_130,
  mailRefused: 2_160,
} as const;

/**
 * Where each test's own extra site or dev servers sit, past PORTS.entry, so no two tests that run
 * at the same time share a port.
 */
export const SITE_OFFSETS = Object.fromEntries(
  Object.entries(BLOCKS).map(([name, offset]) => [name, offset + workerShift]),
) as { readonly [Name in keyof typeof BLOCKS]: number };
