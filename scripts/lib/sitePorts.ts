// The ports of the site on this machine (`npm run preview`, `npm start`, and the sites the budget
// check and the benchmark run), as ports.ts checks them: each with the server that listens there
// and the variable that moves it.
import type { PreviewPorts, PreviewServer } from '../../tooling/previewPorts.ts';
import { localServicesPort } from './localServices.ts';
import { PREVIEW_PORT_VARIABLES, PREVIEW_PORTS } from './nginxPreview.ts';
import type { PortUse } from './ports.ts';

function serverName(server: PreviewServer): string {
  switch (server) {
    case 'entry':
      return 'the entry server';
    case 'contentRenderer':
      return 'the content renderer';
    case 'formServer':
      return 'the contact form server';
    case 'services':
      return 'local-services';
    case 'signalsServer':
      return 'the signals server';
    case 'nginxStatus':
      return "the entry's nginx status";
    case 'rendererMetrics':
      return "the content renderer's metrics";
    case 'formServerMetrics':
      return "the contact form server's metrics";
    case 'signalsMetrics':
      return "the signals server's metrics";
    default:
      return `the ${server} server`;
  }
}

/**
 * The ports serveSite listens on (the preview's, local-services' on LOCAL_SERVICES_PORT), each
 * with its own variable; or, for a site moved as a whole from one base number, its `ports` and the
 * `variable` that holds that number.
 */
export function sitePortUses(
  ports: PreviewPorts = { ...PREVIEW_PORTS, services: localServicesPort() },
  variable?: string,
): PortUse[] {
  return (Object.keys(ports) as PreviewServer[]).map((server) => ({
    port: ports[server],
    server: serverName(server),
    variable: variable ?? PREVIEW_PORT_VARIABLES[server],
  }));
}
