import { previewPorts } from '../../shared/src/federation/previewPorts';

// Ports of the site under test. E2E_PORT_BASE moves them all, so two runs can share a machine.
export const PORTS = previewPorts(Number(process.env.E2E_PORT_BASE ?? 18080));

export const SITE_URL = `http://localhost:${PORTS.entry}`;
export const SERVICES_URL = `http://localhost:${PORTS.services}`;

/**
 * Where each test's own extra site or dev servers sit, past PORTS.entry: a block of ports each
 * (a site uses its first eleven), so no two tests that run at the same time share a port.
 */
export const SITE_OFFSETS = {
  degraded: 300,
  contentOutage: 1_000,
  publishA: 1_100,
  publishB: 1_200,
  publishWithoutWebhook: 1_300,
  redeployContent: 1_400,
  redeployShell: 1_500,
  devStandalone: 1_600,
  devRefresh: 1_700,
  devWidgets: 1_800,
  previewOff: 1_900,
  previewRendererDown: 2_000,
} as const;
