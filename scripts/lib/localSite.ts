// @ts-nocheck -- not yet typed (TypeScript migration)
// The site as its containers serve it, on this machine: the four nginx servers rendered by
// render.sh into one nginx process, the content renderer behind the content server, the form
// server behind the contact server, and
// local-services with the runtime configuration pointed at it. `npm run preview` and `npm start`
// both serve the site this way.
import path from 'node:path';
import {
  contentRendererCommand,
  formServerCommand,
  nginxCommand,
  PREVIEW_PORTS,
  renderPreviewNginx,
} from './nginxPreview.ts';
import { startLocalServices, useLocalServicesEnv, waitForLocalServices } from './localServices.ts';
import { startRestartable, waitForUrl } from './processes.ts';
import { importTypeScript } from '../../tooling/importTypeScript.ts';

const { RUNTIME_VARIABLES } = await importTypeScript('shared/src/config/runtimeVariables.ts');
const variable = (name) => RUNTIME_VARIABLES.find((each) => each.name === name);

/**
 * Points the runtime configuration (process.env, read by render.sh) at local-services on its port
 * (LOCAL_SERVICES_PORT, 4000 unless a test moves it), unless told otherwise; returns that port.
 */
export function pointAtLocalServices() {
  const servicesPort = Number(process.env.LOCAL_SERVICES_PORT ?? 4000);
  // local-services on another port (tests): point the runtime config at it unless told otherwise.
  useLocalServicesEnv(servicesPort);
  process.env.SITE_URL ??= `http://localhost:${PREVIEW_PORTS.entry}`;
  // Editing local-services' export is a publish: it calls the site's webhook, signed with the
  // secret the content renderer checks (compose does the same).
  process.env.CONTENT_WEBHOOK_SECRET ??= variable('CONTENT_WEBHOOK_SECRET').composeDefault;
  process.env.LOCAL_WEBHOOK_URL ??= `http://127.0.0.1:${PREVIEW_PORTS.entry}/hooks/contentful`;
  // Editors' preview against local-services' Preview API (PREVIEW_SECRET says otherwise).
  process.env.PREVIEW_SECRET ??= variable('PREVIEW_SECRET').composeDefault;
  process.env.CONTENT_PREVIEW_TOKEN ??= variable('CONTENT_PREVIEW_TOKEN').composeDefault;
  process.env.CONTENT_PREVIEW_HOST ??= `localhost:${servicesPort}`;
  // The contact form server sends with the private key the mail sink checks (compose does too).
  process.env.MAIL_PRIVATE_KEY ??= variable('MAIL_PRIVATE_KEY').composeDefault;
  return servicesPort;
}

/** Serves the existing builds; resolves once every part answers its health check. */
export async function serveSite() {
  const servicesPort = pointAtLocalServices();
  startLocalServices(servicesPort);
  const conf = renderPreviewNginx();
  const runtimeDir = path.dirname(conf);
  const nginx = startRestartable('nginx', () => nginxCommand(conf));
  // The content renderer, behind the content server's cache (in its image, start-renderer.sh).
  const renderer = startRestartable('content-renderer', () => contentRendererCommand(runtimeDir));
  // The contact form server, behind the contact server (in its image, start-renderer.sh).
  const formServer = startRestartable('contact-form-server', () => formServerCommand(runtimeDir));
  await waitForLocalServices(servicesPort);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.contentRenderer}/healthz`);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.formServer}/healthz`);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.entry}/healthz`);
  return { nginx, renderer, formServer, runtimeDir };
}
