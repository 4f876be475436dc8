// @ts-nocheck -- not yet typed (TypeScript migration)
// Renders the four nginx servers (entry + three remotes) with nginx/render.sh, the script the
// container entrypoints run, into one runtime folder for one local nginx process.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from '../../tooling/importTypeScript.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { REMOTES } = await importTypeScript('shared/src/federation/remotes.ts');
const previewPortScheme = await importTypeScript('shared/src/federation/previewPorts.ts');

/** Where the entry composes pages and each app answers it (shared/src/federation/internalAddresses.ts). */
export const { INTERNAL_ADDRESSES } = await importTypeScript(
  'shared/src/federation/internalAddresses.ts',
);

/**
 * The ports of a whole preview counted from the entry's `base`, and the environment that puts it
 * there (shared/src/federation/previewPorts.ts).
 */
export const { previewEnvOnPorts, previewPorts } = previewPortScheme;

// Without any port given, the entry is on 8080 and the other servers count from 8180.
const defaultPorts = { ...previewPortScheme.previewPorts(8180), entry: 8080 };

const portOf = (server) =>
  Number(process.env[previewPortScheme.PREVIEW_PORT_VARIABLES[server]] ?? defaultPorts[server]);

/** The ports of this preview's servers: the entry, each remote, the content renderer. */
export const PREVIEW_PORTS = Object.fromEntries(
  ['entry', ...Object.keys(REMOTES), 'contentRenderer', 'formServer'].map((server) => [
    server,
    portOf(server),
  ]),
);

/** Each server's app folder: the shell's for the entry, each remote's from the federation table. */
export const APP_DIRS = {
  entry: 'shell',
  ...Object.fromEntries(Object.entries(REMOTES).map(([name, { folder }]) => [name, folder])),
};

// The remote whose pages a renderer draws on request (render.sh's SITE_PAGES=renderer), and the
// one with a form server (the federation table's formServer).
const rendererRemote = Object.keys(REMOTES).find((name) => REMOTES[name].pages === 'renderer');
const formRemote = Object.keys(REMOTES).find((name) => REMOTES[name].formServer);

// PREVIEW_SERVER_ENV: settings for one server only, as JSON ({"company": {"NAME": "value"}}), for
// tests that run a site with one part degraded (a renderer missing, an owner slow).
const serverEnv = JSON.parse(process.env.PREVIEW_SERVER_ENV ?? '{}');

// One folder per entry port, so two previews (parallel test runs) never share files.
export const previewRuntimeDir = path.join(repoRoot, '.preview', `nginx-${PREVIEW_PORTS.entry}`);

/** Renders all four servers into a fresh `runtimeDir`; returns the path of its nginx.conf. */
export function renderPreviewNginx({ runtimeDir = previewRuntimeDir, env = {} } = {}) {
  rmSync(runtimeDir, { recursive: true, force: true });
  mkdirSync(runtimeDir, { recursive: true });
  for (const server of Object.keys(APP_DIRS)) renderPreviewServer(server, { runtimeDir, env });
  // nginx's workers (user nobody when started as root) write their temp files here.
  chmodSync(runtimeDir, 0o777);
  return path.join(runtimeDir, 'nginx.conf');
}

/**
 * Renders one server's files (its server block, config.js, and the pages it prerenders at
 * start) again, as its container's entrypoint does: after that app was rebuilt (`npm start`).
 */
export function renderPreviewServer(server, { runtimeDir = previewRuntimeDir, env = {} } = {}) {
  execFileSync('sh', [path.join(repoRoot, 'nginx/render.sh')], {
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
      // stderr may be a pipe or socket nginx cannot reopen: log to a file in the runtime dir.
      NGINX_ERROR_LOG: path.join(runtimeDir, 'error.log'),
      NGINX_RESOLVER: '127.0.0.1',
      // render.sh asks it its version (keep-alive to upstream names needs 1.27.3).
      NGINX_BINARY: nginxBinary(),
      ...Object.fromEntries(
        Object.keys(REMOTES).map((name) => [
          `${name.toUpperCase()}_UPSTREAM`,
          `127.0.0.1:${PREVIEW_PORTS[name]}`,
        ]),
      ),
      SITE_ENV_FILE: path.join(repoRoot, 'nginx/site.env'),
      // How this remote's pages are rendered, as its image's environment sets it.
      SITE_PAGES: REMOTES[server]?.pages ?? 'prerendered',
      RENDERER_PORT: String(PREVIEW_PORTS.contentRenderer),
      FORM_SERVER_PORT: String(PREVIEW_PORTS.formServer),
      ...serverEnv[server],
    },
  });
}

/** nginx's process for the configuration `renderPreviewNginx` wrote. */
export function nginxCommand(conf) {
  return {
    command: nginxBinary(),
    args: ['-p', path.dirname(conf), '-c', conf, '-e', '/dev/stderr', '-g', 'daemon off;'],
  };
}

/**
 * The content renderer's process for a preview whose nginx files are in `runtimeDir`: it reads the
 * same config.js the browser gets, with the content server's own settings (PREVIEW_SERVER_ENV).
 */
export function contentRendererCommand(runtimeDir) {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, APP_DIRS[rendererRemote], 'dist-server/server.cjs')],
    options: {
      env: {
        ...process.env,
        SITE_CONFIG_FILE: path.join(runtimeDir, 'config.js'),
        SITE_ROOT: path.join(repoRoot, APP_DIRS[rendererRemote], 'dist'),
        // Its kept pages and sync token, as in its container (start-renderer.sh).
        RENDERER_STORE_DIR: path.join(runtimeDir, 'renderer-store'),
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
export function formServerCommand(runtimeDir) {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, APP_DIRS[formRemote], 'dist-server/form-server.cjs')],
    options: {
      env: {
        ...process.env,
        SITE_CONFIG_FILE: path.join(runtimeDir, 'config.js'),
        SITE_ROOT: path.join(repoRoot, APP_DIRS[formRemote], 'dist'),
        ...serverEnv[formRemote],
        FORM_SERVER_PORT: String(PREVIEW_PORTS.formServer),
      },
    },
  };
}

export function nginxBinary() {
  for (const candidate of [
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ]) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      /* try the next */
    }
  }
  throw new Error(
    'nginx is not installed: run `apt-get install -y nginx` (npm test does it for you)',
  );
}
