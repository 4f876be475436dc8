// Renders the four nginx servers (entry + three remotes) with nginx/configure.sh, the script the
// container entrypoints run, into one runtime folder for one local nginx process.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from '../../tooling/importTypeScript.ts';
import type * as Contract from '../../shared/src/federation/contract.ts';
import type * as InternalAddresses from '../../shared/src/federation/internalAddresses.ts';
import type * as PreviewPortScheme from '../../tooling/previewPorts.ts';
import type { Launch } from './processes.ts';
import { nginxBinary } from './nginxBinary.ts';
import { OperatorError } from './operatorErrors.ts';
import {
  loopbackNotice,
  type NginxRunAs,
  nginxRunAs,
  privateRuntimeDir,
} from './nginxWorkerUser.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { REMOTES, REMOTE_NAMES } = (await importTypeScript(
  'shared/src/federation/contract.ts',
)) as typeof Contract;
const previewPortScheme = (await importTypeScript(
  'tooling/previewPorts.ts',
)) as typeof PreviewPortScheme;

/** Where the entry composes pages and each app answers it (shared/src/federation/internalAddresses.ts). */
export const { INTERNAL_ADDRESSES } = (await importTypeScript(
  'shared/src/federation/internalAddresses.ts',
)) as typeof InternalAddresses;

/**
 * The ports of a whole preview counted from the entry's `base`, the environment that puts it
 * there, and the variable that sets each port (tooling/previewPorts.ts).
 */
export const { previewEnvOnPorts, previewPorts, PREVIEW_PORT_VARIABLES } = previewPortScheme;

type RemoteName = Contract.RemoteName;
/** A server of the preview's nginx: the entry or a remote's. */
export type AppServer = 'entry' | RemoteName;
/**
 * A port of the preview that this machine's processes listen on (local-services is apart): the
 * nginx servers, the Node servers beside them, the entry's nginx status and the metrics listeners.
 */
export type SiteServer = Exclude<PreviewPortScheme.PreviewServer, 'services'>;

// Without any port given, the entry is on 8080 and the other servers count from 8180.
const defaultPorts = { ...previewPortScheme.previewPorts(8180), entry: 8080 };

const portOf = (server: SiteServer) =>
  Number(process.env[PREVIEW_PORT_VARIABLES[server]] ?? defaultPorts[server]);

export const APP_SERVERS: readonly AppServer[] = ['entry', ...REMOTE_NAMES];
export const isAppServer = (name: string): name is AppServer =>
  (APP_SERVERS as readonly string[]).includes(name);
const SITE_SERVERS = (
  Object.keys(PREVIEW_PORT_VARIABLES) as PreviewPortScheme.PreviewServer[]
).filter((server): server is SiteServer => server !== 'services');

/**
 * The ports of this preview's servers: the entry, each remote, the content renderer, the form
 * server, the signals server, the entry's nginx status and each Node server's metrics.
 */
export const PREVIEW_PORTS = Object.fromEntries(
  SITE_SERVERS.map((server) => [server, portOf(server)]),
) as Readonly<Record<SiteServer, number>>;

/** Where each Node server of the preview serves its metrics (for people: printed at start). */
export function metricsUrls(): string[] {
  const { METRICS_OF } = previewPortScheme;
  return (Object.keys(METRICS_OF) as PreviewPortScheme.NodeServer[]).map(
    (server) => `http://127.0.0.1:${PREVIEW_PORTS[METRICS_OF[server]]}/metrics`,
  );
}

/** A Node server's metrics listener, as its container has it, on the preview's port for it. */
function metricsEnv(server: PreviewPortScheme.NodeServer): Record<string, string> {
  return {
    METRICS_PORT: String(PREVIEW_PORTS[previewPortScheme.METRICS_OF[server]]),
    METRICS_HOST: '127.0.0.1',
  };
}

/** Each server's app folder: the shell's for the entry, each remote's from the federation table. */
export const APP_DIRS = Object.fromEntries(
  APP_SERVERS.map((server) => [server, server === 'entry' ? 'shell' : REMOTES[server].folder]),
) as Readonly<Record<AppServer, string>>;

// The remote whose pages a renderer draws on request (configure.sh's SITE_PAGES=renderer), and the
// one with a form server (the federation table's formServer).
const remotes: Readonly<Record<RemoteName, Contract.RemoteDefinition>> = REMOTES;
function remoteWith(what: string, test: (remote: Contract.RemoteDefinition) => unknown) {
  const found = REMOTE_NAMES.find((name) => test(remotes[name]));
  if (!found) throw new Error(`the federation table names no remote with ${what}`);
  return found;
}
const rendererRemote = remoteWith('a renderer', ({ pages }) => pages === 'renderer');
const formRemote = remoteWith('a form server', ({ formServer }) => formServer);

type ServerEnv = Partial<Record<AppServer, Record<string, string>>>;

// PREVIEW_SERVER_ENV: settings for one server only, as JSON ({"company": {"NAME": "value"}}), for
// tests that run a site with one part degraded (a renderer missing, an owner slow).
const serverEnv = JSON.parse(process.env.PREVIEW_SERVER_ENV ?? '{}') as ServerEnv;

// One folder per entry port, so two previews (parallel test runs) never share files.
export const previewRuntimeDir = path.join(repoRoot, '.preview', `nginx-${PREVIEW_PORTS.entry}`);

let runAs: NginxRunAs | undefined;
/**
 * Who this machine's preview nginx runs as and where it listens (scripts/lib/nginxWorkerUser.ts):
 * started as root, the checkout's owner, or root on the loopback only for a checkout root owns.
 */
export function previewNginxRunAs(): NginxRunAs {
  runAs ??= nginxRunAs(repoRoot);
  if (runAs.ids) ensureUnprivilegedPorts(runAs.ids.uid);
  return runAs;
}

/**
 * Throws an OperatorError when nginx, started as the checkout's owner (`uid`), could not listen on
 * one of its ports (below 1024, or Linux's ip_unprivileged_port_start): said now, in one sentence,
 * not as nginx's bind() error.
 */
function ensureUnprivilegedPorts(uid: number): void {
  let lowest = 1024;
  try {
    lowest = Number(readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8'));
  } catch {
    /* not Linux: the classic limit */
  }
  const server = (['entry', ...REMOTE_NAMES, 'nginxStatus'] as const).find(
    (each) => PREVIEW_PORTS[each] < lowest,
  );
  if (server === undefined) return;
  throw new OperatorError(
    `nginx runs as this checkout's owner (uid ${uid}), who may not listen on port ` +
      `${PREVIEW_PORTS[server]}: choose one from ${lowest} up with ${PREVIEW_PORT_VARIABLES[server]}.`,
  );
}

/** The sentence to print at start when the site listens on the loopback only; else undefined. */
export const previewListenNotice = (): string | undefined => loopbackNotice(previewNginxRunAs());

/** Where the preview's files go, and settings for every server. */
export interface RenderOptions {
  runtimeDir?: string;
  env?: Record<string, string>;
}

/** Renders all four servers into a fresh `runtimeDir`; returns the path of its nginx.conf. */
export function renderPreviewNginx({
  runtimeDir = previewRuntimeDir,
  env = {},
}: RenderOptions = {}): string {
  // Fresh: nothing from an earlier run, when the folder may have been open to others, is read.
  rmSync(runtimeDir, { recursive: true, force: true });
  for (const server of APP_SERVERS) renderPreviewServer(server, { runtimeDir, env });
  return path.join(runtimeDir, 'nginx.conf');
}

/**
 * Renders one server's files (its server block, config.js, and the pages it prerenders at
 * start) again, as its container's entrypoint does: after that app was rebuilt (`npm start`).
 */
export function renderPreviewServer(
  server: AppServer,
  { runtimeDir = previewRuntimeDir, env = {} }: RenderOptions = {},
): void {
  // nginx reads this folder as root when started so: 0700, and nothing in it writable by others,
  // before the files are written and after (nginxWorkerUser.ts).
  const nginxUser = previewNginxRunAs();
  privateRuntimeDir(runtimeDir, nginxUser);
  execFileSync('sh', [path.join(repoRoot, 'nginx/configure.sh')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...env,
      SITE_ROLE: server === 'entry' ? 'entry' : 'remote',
      SERVER_NAME: server,
      PORT: String(PREVIEW_PORTS[server]),
      SITE_ROOT: path.join(repoRoot, APP_DIRS[server], 'dist'),
      NGINX_RUNTIME_DIR: runtimeDir,
      NGINX_ACCESS_LOG: process.env.PREVIEW_ACCESS_LOG ?? 'off',
      // nginx's own stderr (fd 2, never reopened by name: under a test runner /dev/stderr may be a
      // socket nginx cannot open), which is where the site's log goes.
      NGINX_ERROR_LOG: 'stderr',
      NGINX_WORKER_USER: nginxUser.workerUser,
      // The loopback only where nginx's workers are root; otherwise every interface.
      NGINX_LISTEN_ADDRESSES: nginxUser.listenAddresses.join(' '),
      NGINX_RESOLVER: '127.0.0.1',
      // configure.sh asks it its version (keep-alive to upstream names needs 1.27.3).
      NGINX_BINARY: nginxBinary(),
      ...Object.fromEntries(
        REMOTE_NAMES.map((name) => [
          `${name.toUpperCase()}_UPSTREAM`,
          `127.0.0.1:${PREVIEW_PORTS[name]}`,
        ]),
      ),
      SITE_ENV_FILE: path.join(repoRoot, 'nginx/site.env'),
      // How this remote's pages are rendered, as its image's environment sets it.
      SITE_PAGES: server === 'entry' ? 'prerendered' : REMOTES[server].pages,
      RENDERER_PORT: String(PREVIEW_PORTS.contentRenderer),
      FORM_SERVER_PORT: String(PREVIEW_PORTS.formServer),
      SIGNALS_SERVER_PORT: String(PREVIEW_PORTS.signalsServer),
      NGINX_STATUS_PORT: String(PREVIEW_PORTS.nginxStatus),
      ...serverEnv[server],
    },
  });
  privateRuntimeDir(runtimeDir, nginxUser);
}

/**
 * nginx's process for the configuration `renderPreviewNginx` wrote: started as the checkout's
 * owner, by numeric ids, when this process is root and the checkout is not root's.
 */
export function nginxCommand(conf: string): Launch {
  const { ids } = previewNginxRunAs();
  return {
    command: nginxBinary(),
    args: ['-p', path.dirname(conf), '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
    ...(ids && { options: { uid: ids.uid, gid: ids.gid } }),
  };
}

/**
 * The content renderer's process for a preview whose nginx files are in `runtimeDir`: it reads the
 * same config.js the browser gets, with the content server's own settings (PREVIEW_SERVER_ENV).
 */
export function contentRendererCommand(runtimeDir: string): Launch {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, APP_DIRS[rendererRemote], 'dist-server/server.cjs')],
    options: {
      env: {
        ...process.env,
        SITE_CONFIG_FILE: path.join(runtimeDir, 'config.js'),
        SITE_ROOT: path.join(repoRoot, APP_DIRS[rendererRemote], 'dist'),
        // Its kept pages and sync token, as in its container (start-servers.sh).
        RENDERER_STORE_DIR: path.join(runtimeDir, 'renderer-store'),
        ...metricsEnv('contentRenderer'),
        ...serverEnv[rendererRemote],
        // Its own port even when a test points the content server elsewhere (a missing renderer).
        RENDERER_PORT: String(PREVIEW_PORTS.contentRenderer),
      },
    },
  };
}

/**
 * The form server's process (the contact remote's, in its container started like the renderer) for
 * a preview whose nginx files are in `runtimeDir`.
 */
export function formServerCommand(runtimeDir: string): Launch {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, APP_DIRS[formRemote], 'dist-server/server.cjs')],
    options: {
      env: {
        ...process.env,
        SITE_CONFIG_FILE: path.join(runtimeDir, 'config.js'),
        SITE_ROOT: path.join(repoRoot, APP_DIRS[formRemote], 'dist'),
        ...metricsEnv('formServer'),
        ...serverEnv[formRemote],
        FORM_SERVER_PORT: String(PREVIEW_PORTS.formServer),
      },
    },
  };
}

/**
 * The signals server's process (the entry's, in its container started like the renderer): the
 * browsers' beacons the entry passes on from /_signals.
 */
export function signalsServerCommand(): Launch {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, APP_DIRS.entry, 'dist-server/server.cjs')],
    options: {
      env: {
        ...process.env,
        ...metricsEnv('signalsServer'),
        ...serverEnv.entry,
        SIGNALS_SERVER_PORT: String(PREVIEW_PORTS.signalsServer),
      },
    },
  };
}

/**
 * Throws an OperatorError naming the first app whose production build is missing: the files
 * configure.sh composes each server from (dist/, dist-server/compose.cjs) and the renderer's, the
 * form server's and the signals server's bundles.
 */
export function ensureBuilds(): void {
  const needed: [app: string, file: string][] = [
    ...APP_SERVERS.flatMap((server): [string, string][] => [
      [APP_DIRS[server], 'dist/index.html'],
      [APP_DIRS[server], 'dist-server/compose.cjs'],
    ]),
    [APP_DIRS[rendererRemote], 'dist-server/server.cjs'],
    [APP_DIRS[formRemote], 'dist-server/server.cjs'],
    [APP_DIRS.entry, 'dist-server/server.cjs'],
  ];
  for (const [app, file] of needed) {
    if (existsSync(path.join(repoRoot, app, file))) continue;
    throw new OperatorError(
      `${app} has no production build (${app}/${file} is missing): run \`npm run build\` first.`,
    );
  }
}
