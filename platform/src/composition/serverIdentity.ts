// Which server a container runs, decided from the federation table. An image knows only its app's
// folder (SITE_APP, set by the one Dockerfile); everything else that differs between the apps'
// containers follows from the table here, so a new remote needs no image settings of its own.
// `npm start`, the preview and the tests name the server outright (SITE_ROLE, SERVER_NAME,
// SITE_PAGES), which wins.
import type { PageRendering, RemoteDefinition } from '@site/shared/definitions';

type Table = Readonly<Record<string, RemoteDefinition>>;
type Env = Readonly<Record<string, string | undefined>>;

/** The entry's folder: the one app that is not a remote. */
export const ENTRY_FOLDER = 'shell';

/**
 * The ports inside every container, unless the environment moves them: nginx's (the only one a
 * Service routes to), the app's own server beside it (the content renderer, the contact form
 * server, the entry's signals server), every Node server's metrics listener, and the entry's
 * nginx status (loopback only) with the exporter that turns it into metrics.
 */
export const CONTAINER_PORTS = {
  nginx: 8080,
  renderer: 8081,
  formServer: 8082,
  signalsServer: 8083,
  nginxStatus: 8090,
  metrics: 9464,
  nginxExporter: 9113,
} as const;

type ServerPorts = Readonly<
  Record<'nginx' | 'renderer' | 'formServer' | 'signalsServer', string | number>
>;

export interface ServerIdentity {
  role: 'entry' | 'remote';
  /** The server block's name and its pages' folder: `entry`, or the remote's name. */
  name: string;
  pages: PageRendering;
  /** The remote's definition; undefined for the entry. */
  remote: RemoteDefinition | undefined;
}

function ofFolder(folder: string, table: Table): Pick<ServerIdentity, 'role' | 'name'> {
  if (folder === ENTRY_FOLDER) return { role: 'entry', name: 'entry' };
  const name = Object.entries(table).find(([, remote]) => remote.folder === folder)?.[0];
  if (!name) {
    throw new Error(
      `compose: SITE_APP=${folder} is neither ${ENTRY_FOLDER} nor a remote's folder in the federation table`,
    );
  }
  return { role: 'remote', name };
}

export function serverIdentity(env: Env, table: Table): ServerIdentity {
  const fromFolder = env.SITE_APP ? ofFolder(env.SITE_APP, table) : undefined;
  const role = env.SITE_ROLE || fromFolder?.role;
  if (role !== 'entry' && role !== 'remote') {
    throw new Error('compose: SITE_ROLE must be entry or remote (or SITE_APP name an app folder)');
  }
  const name = env.SERVER_NAME || fromFolder?.name || role;
  const remote = role === 'remote' ? table[name] : undefined;
  const pages = env.SITE_PAGES || remote?.pages || 'prerendered';
  if (pages !== 'prerendered' && pages !== 'renderer') {
    throw new Error('compose: SITE_PAGES must be prerendered or renderer');
  }
  return { role, name, pages, remote };
}

/**
 * The ports whose /healthz must answer for the container to be healthy: nginx's, then its own
 * server's (the entry's signals server; a remote's renderer or form server).
 */
export function healthPorts(
  identity: Pick<ServerIdentity, 'role' | 'pages' | 'remote'>,
  ports: ServerPorts,
): number[] {
  const own =
    identity.role !== 'remote'
      ? [ports.signalsServer]
      : [
          ...(identity.pages === 'renderer' ? [ports.renderer] : []),
          ...(identity.remote?.formServer ? [ports.formServer] : []),
        ];
  return [ports.nginx, ...own].map(Number);
}

/** Whether the container runs a Node server of its own beside nginx (start-servers.sh). */
export function runsNodeServer(identity: Pick<ServerIdentity, 'role' | 'pages' | 'remote'>) {
  return healthPorts(identity, CONTAINER_PORTS).length > 1;
}

/**
 * The ports Prometheus scrapes in a container: its Node server's metrics listener, and at the
 * entry the nginx exporter's. None for a remote that is nginx alone.
 */
export function metricsPorts(
  identity: Pick<ServerIdentity, 'role' | 'pages' | 'remote'>,
  ports: Pick<typeof CONTAINER_PORTS, 'metrics' | 'nginxExporter'> = CONTAINER_PORTS,
): number[] {
  return [
    ...(runsNodeServer(identity) ? [ports.metrics] : []),
    ...(identity.role === 'entry' ? [ports.nginxExporter] : []),
  ];
}
