// The site as its containers serve it, on this machine: the four nginx servers rendered by
// configure.sh into one nginx process, the content renderer behind the content server, the form
// server behind the contact server, the signals server behind the entry, and
// local-services with the runtime configuration pointed at it. `npm run preview` and `npm start`
// both serve the site this way.
import { redactErrorLine } from '../../platform/src/errorLog/redactErrorLine.ts';
import path from 'node:path';
import {
  contentRendererCommand,
  ensureBuilds,
  formServerCommand,
  nginxCommand,
  previewNginxRunAs,
  PREVIEW_PORTS,
  renderPreviewNginx,
  signalsServerCommand,
} from './nginxPreview.ts';
import {
  fillLocalServicesEnv,
  localServicesPort,
  startLocalServices,
  waitForLocalServices,
} from './localServices.ts';
import { ensurePortsFree } from './ports.ts';
import { type Restartable, startRestartable, waitForUrl } from './processes.ts';
import { sitePortUses } from './sitePorts.ts';
import { importTypeScript } from '../../tooling/importTypeScript.ts';
import type * as RuntimeVariables from '../../platform/src/config/runtimeVariables.ts';

const { LOCAL_PREVIEW, RUNTIME_VARIABLES } = (await importTypeScript(
  'platform/src/config/runtimeVariables.ts',
)) as typeof RuntimeVariables;

/** The value docker-compose.yml gives a runtime variable that .env leaves unset. */
function composeDefault(name: string): string {
  const value = RUNTIME_VARIABLES.find((each) => each.name === name)?.composeDefault;
  if (value === undefined) throw new Error(`the runtime variables give ${name} no compose default`);
  return value;
}

/** The running site: its restartable services, and the folder of its nginx files. */
export interface Site {
  nginx: Restartable;
  renderer: Restartable;
  formServer: Restartable;
  signalsServer: Restartable;
  runtimeDir: string;
}

/**
 * Points the runtime configuration (process.env, read by configure.sh) at local-services on its port
 * (LOCAL_SERVICES_PORT, 4000 unless a test moves it), unless told otherwise; returns that port.
 */
export function pointAtLocalServices(): number {
  const servicesPort = localServicesPort();
  // local-services on another port (tests): point the runtime config at it unless told otherwise.
  fillLocalServicesEnv(servicesPort);
  process.env.SITE_URL ??= `http://localhost:${PREVIEW_PORTS.entry}`;
  // Editing local-services' export is a publish: it calls the site's webhook, signed with the
  // secret the content renderer checks (compose does the same).
  process.env.CONTENT_WEBHOOK_SECRET ??= composeDefault('CONTENT_WEBHOOK_SECRET');
  process.env.LOCAL_WEBHOOK_URL ??= `http://127.0.0.1:${PREVIEW_PORTS.entry}/hooks/contentful`;
  // Editors' preview against local-services' Preview API, with the local pair (a secret of its own
  // too, if PREVIEW_SECRET gives one). A Preview API token of the operator's own gets no secret
  // from here: without one of theirs the content server refuses to start, as its container does.
  if (process.env.CONTENT_PREVIEW_TOKEN === undefined) {
    process.env.CONTENT_PREVIEW_TOKEN = LOCAL_PREVIEW.token;
    process.env.PREVIEW_SECRET ??= LOCAL_PREVIEW.secret;
  }
  process.env.CONTENT_PREVIEW_HOST ??= `localhost:${servicesPort}`;
  // The contact form server sends with the private key the mail sink checks (compose does too).
  process.env.MAIL_PRIVATE_KEY ??= composeDefault('MAIL_PRIVATE_KEY');
  return servicesPort;
}

/**
 * Serves the existing builds; resolves once every part answers its health check. A missing build
 * or a port another process holds stops it (OperatorError) before it starts anything.
 */
export async function serveSite(): Promise<Site> {
  ensureBuilds();
  await ensurePortsFree(sitePortUses());
  const servicesPort = pointAtLocalServices();
  // Where nginx listens on the loopback alone (run as root), so do the local services.
  startLocalServices(servicesPort, {
    loopbackOnly: previewNginxRunAs().listenAddresses.length > 0,
  });
  const conf = renderPreviewNginx();
  const runtimeDir = path.dirname(conf);
  // nginx's error lines name requests with their queries (a preview secret, a pass, what a
  // visitor typed): shown without them, as the images' filter does.
  const nginx = startRestartable('nginx', () => {
    const launch = nginxCommand(conf);
    return { ...launch, options: { ...launch.options, stderrLine: redactErrorLine } };
  });
  // The content renderer, behind the content server's cache (in its image, start-servers.sh).
  const renderer = startRestartable('content-renderer', () => contentRendererCommand(runtimeDir));
  // The contact form server, behind the contact server (in its image, start-servers.sh).
  const formServer = startRestartable('contact-form-server', () => formServerCommand(runtimeDir));
  // The signals server, behind the entry (in its image, start-servers.sh).
  const signalsServer = startRestartable('signals-server', () => signalsServerCommand());
  await waitForLocalServices(servicesPort);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.contentRenderer}/healthz`);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.formServer}/healthz`);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.signalsServer}/healthz`);
  await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS.entry}/healthz`);
  return { nginx, renderer, formServer, signalsServer, runtimeDir };
}
