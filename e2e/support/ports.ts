// Ports of the site under test. E2E_PORT_BASE moves them all, so two runs can share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 18080);

export const PORTS = {
  entry: base,
  company: base + 1,
  content: base + 2,
  contact: base + 3,
  contentRenderer: base + 4,
  services: base + 10,
};

export const SITE_URL = `http://localhost:${PORTS.entry}`;
export const SERVICES_URL = `http://localhost:${PORTS.services}`;
