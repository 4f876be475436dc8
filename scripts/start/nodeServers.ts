// Which Node servers run beside an app's nginx, as the federation table says: the entry's signals
// server, a remote's renderer (pages drawn on request) and form server. `npm start` restarts them
// when their app is rebuilt, as the app's container would start them (start-servers.sh).
import { importTypeScript } from '../../tooling/importTypeScript.ts';
import type * as Contract from '../../shared/src/federation/contract.ts';
import type { NodeServer } from '../../tooling/previewPorts.ts';
import type { Site } from '../lib/localSite.ts';
import type { AppServer } from '../lib/nginxPreview.ts';
import type { Restartable } from '../lib/processes.ts';

const { REMOTES } = (await importTypeScript(
  'shared/src/federation/contract.ts',
)) as typeof Contract;

export function nodeServersOf(server: AppServer): NodeServer[] {
  if (server === 'entry') return ['signalsServer'];
  const remote: Contract.RemoteDefinition = REMOTES[server];
  return [
    ...(remote.pages === 'renderer' ? (['contentRenderer'] as const) : []),
    ...(remote.formServer ? (['formServer'] as const) : []),
  ];
}

/** The running process of each kind of Node server on the local site. */
export const PROCESS_OF: Readonly<Record<NodeServer, (site: Site) => Restartable>> = {
  contentRenderer: (site) => site.renderer,
  formServer: (site) => site.formServer,
  signalsServer: (site) => site.signalsServer,
};
