// Renders the four nginx servers (entry + three remotes) with nginx/render.sh, the script the
// container entrypoints run, into one runtime folder for one local nginx process.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PREVIEW_PORTS = {
  entry: Number(process.env.PORT ?? 8080),
  company: Number(process.env.PREVIEW_COMPANY_PORT ?? 8181),
  content: Number(process.env.PREVIEW_CONTENT_PORT ?? 8182),
  contact: Number(process.env.PREVIEW_CONTACT_PORT ?? 8183),
  // The content renderer, behind the content server (as in its container).
  contentRenderer: Number(process.env.PREVIEW_RENDERER_PORT ?? 8184),
};

/**
 * The environment that puts a whole preview (entry, three remotes, the content renderer,
 * local-services) on the ports from `base`: entry base, remotes base+1…3, renderer base+4,
 * local-services base+10.
 */
export function previewEnvOnPorts(base) {
  return {
    PORT: String(base),
    PREVIEW_COMPANY_PORT: String(base + 1),
    PREVIEW_CONTENT_PORT: String(base + 2),
    PREVIEW_CONTACT_PORT: String(base + 3),
    PREVIEW_RENDERER_PORT: String(base + 4),
    LOCAL_SERVICES_PORT: String(base + 10),
  };
}

export const APP_DIRS = {
  entry: 'shell',
  company: 'mfe-company',
  content: 'mfe-content',
  contact: 'mfe-contact',
};

// How each remote's pages are rendered (render.sh's SITE_PAGES; the images set the same).
const SERVER_PAGES = { content: 'renderer' };

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
      COMPANY_UPSTREAM: `127.0.0.1:${PREVIEW_PORTS.company}`,
      CONTENT_UPSTREAM: `127.0.0.1:${PREVIEW_PORTS.content}`,
      CONTACT_UPSTREAM: `127.0.0.1:${PREVIEW_PORTS.contact}`,
      SITE_ENV_FILE: path.join(repoRoot, 'nginx/site.env'),
      SITE_PAGES: SERVER_PAGES[server] ?? 'prerendered',
      RENDERER_PORT: String(PREVIEW_PORTS.contentRenderer),
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
    args: [path.join(repoRoot, 'mfe-content/dist-server/server.cjs')],
    options: {
      env: {
        ...process.env,
        SITE_CONFIG_FILE: path.join(runtimeDir, 'config.js'),
        SITE_ROOT: path.join(repoRoot, APP_DIRS.content, 'dist'),
        ...serverEnv.content,
        // Its own port even when a test points the content server elsewhere (a missing renderer).
        RENDERER_PORT: String(PREVIEW_PORTS.contentRenderer),
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
