// The site as its containers serve it, on this machine: the four nginx servers rendered by
// render.sh into one nginx process, the content renderer behind the content server, and
// local-services with the runtime configuration pointed at it. `npm run preview` and `npm start`
// both serve the site this way.
import path from 'node:path';
import {
  contentRendererCommand,
  nginxCommand,
  PREVIEW_PORTS,
  renderPreviewNginx,
  repoRoot,
} from './nginxPreview.mjs';
import { start, startRestartable, waitForUrl } from './processes.mjs';

/**
 * Points the runtime configuration (process.env, read by render.sh) at local-services on its port
 * (LOCAL_SERVICES_PORT, 4000 unless a test moves it), unless told otherwise; returns that port.
 */
export function pointAtLocalServices() {
  const servicesPort = Number(process.env.LOCAL_SERVICES_PORT ?? 4000);
  const servicesOrigin = `http://localhost:${servicesPort}`;
  const serviceEnv = {
    CONTENT_HOST: `localhost:${servicesPort}`,
    CONTENT_ASSET_ORIGINS: servicesOrigin,
    MAIL_ORIGIN: servicesOrigin,
    GEO_PRIMARY_URL: `${servicesOrigin}/geo/primary/json/`,
    GEO_FALLBACK_URL: `${servicesOrigin}/geo/fallback/json/?fields=countryCode`,
  };
  for (const [name, value] of Object.entries(serviceEnv)) process.env[name] ??= value;
  process.env.SITE_URL ??= `http://localhost:${PREVIEW_PORTS.entry}`;
  return servicesPort;
}

/** Serves the existing builds; resolves once every part answers its health check. */
export async function serveSite() {
  const servicesPort = pointAtLocalServices();
  start(
    'local-services',
    process.execPath,
    [path.join(repoRoot, 'local-services/src/server.mjs')],
    {
      env: { ...process.env, LOCAL_SERVICES_PORT: String(servicesPort) },
    },
  );
  const conf = renderPreviewNginx();
  const runtimeDir = path.dirname(conf);
  const nginx = startRestartable('nginx', () => nginxCommand(conf));
  // The content renderer, behind the content server's cache (in its image, start-renderer.sh).
  const renderer = startRestartable('content-renderer', () => contentRendererCommand(runtimeDir));
  await waitForUrl(`http://127.0.0.1:${servicesPort}/healthz`);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.contentRenderer}/healthz`);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.entry}/healthz`);
  return { nginx, renderer, runtimeDir };
}
