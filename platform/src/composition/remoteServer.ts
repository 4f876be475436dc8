import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComposedServer } from './composedServer';
import { renderPages } from './renderPages';
import type { ServerRole } from './serverRole';
import { upstreamGroup } from './upstreams';

/** A remote: its pages, prerendered here or drawn by its renderer, and its form server's hop. */
export function remoteServer(server: ComposedServer): ServerRole {
  const { identity, runtimeDir, ports } = server;
  const drawnOnRequest = identity.pages === 'renderer';
  // Node closes an idle connection after 5 s: nginx lets go of it first.
  const renderer = drawnOnRequest
    ? upstreamGroup(`${identity.name}_renderer`, `127.0.0.1:${ports.renderer}`, {
        ...server.upstreamLookup,
        idleTimeout: '4s',
      })
    : undefined;
  return {
    upstreams: renderer ? [renderer.conf] : [],
    values: new Map([['RENDERER_PASS', renderer?.pass ?? '']]),
    writeFiles(fill) {
      const servers = path.join(runtimeDir, 'servers');
      fill(
        `pages/${identity.pages}.conf.template`,
        path.join(servers, `${identity.name}.pages.inc`),
      );
      const formsInc = path.join(servers, `${identity.name}.forms.inc`);
      if (identity.remote?.formServer) fill('forms/server.conf.template', formsInc);
      else writeFileSync(formsInc, '# No form server: its pages take no POST.\n');
    },
    render(configFile) {
      // Pages drawn on request are the renderer process's (start-servers.sh), not this step's.
      if (!drawnOnRequest) renderPages(server, configFile);
    },
  };
}
