import { previewPorts } from '../../shared/src/federation/previewPorts';

// Ports of the site under test. E2E_PORT_BASE moves them all, so two runs can share a machine.
export const PORTS = previewPorts(Number(process.env.E2E_PORT_BASE ?? 18080));

export const SITE_URL = `http://localhost:${PORTS.entry}`;
export const SERVICES_URL = `http://localhost:${PORTS.services}`;
