// `npm run preview`: production builds behind real nginx on localhost, with the same nginx
// configuration the images use, and local-services. `--no-build` serves the existing builds.
import path from 'node:path';
import {
  contentRendererCommand,
  nginxBinary,
  PREVIEW_PORTS,
  renderPreviewNginx,
  repoRoot,
} from './lib/nginxPreview.mjs';
import { run, start, stopOnSignals, waitForUrl } from './lib/processes.mjs';

stopOnSignals();
if (!process.argv.includes('--no-build')) {
  await run('npm', ['run', 'build'], { cwd: repoRoot });
}
const servicesPort = Number(process.env.LOCAL_SERVICES_PORT ?? 4000);
// local-services on another port (tests): point the runtime config at it unless told otherwise.
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
start('local-services', process.execPath, [path.join(repoRoot, 'local-services/src/server.mjs')], {
  env: { ...process.env, LOCAL_SERVICES_PORT: String(servicesPort) },
});
const conf = renderPreviewNginx();
start('nginx', nginxBinary(), [
  '-p',
  path.dirname(conf),
  '-c',
  conf,
  '-e',
  '/dev/stderr',
  '-g',
  'daemon off;',
]);
// The content renderer, behind the content server's cache (in its image, start-renderer.sh).
const renderer = contentRendererCommand(path.dirname(conf));
start('content-renderer', renderer.command, renderer.args, { env: renderer.env });
await waitForUrl(`http://127.0.0.1:${servicesPort}/healthz`);
await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.contentRenderer}/healthz`);
await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.entry}/healthz`);
console.log(`\nPreview: http://localhost:${PREVIEW_PORTS.entry}  (Ctrl+C stops it)\n`);
