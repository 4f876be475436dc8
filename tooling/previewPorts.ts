// Where a whole local site listens (`npm run preview`, `npm start`, the end-to-end sites, the
// budget and benchmark runs): every server's port counted from the entry's, each remote's by the
// offset the federation table gives it, so one base number moves a whole site.
import type { RemoteName } from '../shared/src/federation/contract';
import { REMOTES } from '../shared/src/federation/remotes';

/** The Node servers of a site (each behind its nginx, as in its container). */
export type NodeServer = 'contentRenderer' | 'formServer' | 'signalsServer';
/** Each Node server's metrics listener (container port 9464, one per container). */
export type MetricsListener = 'rendererMetrics' | 'formServerMetrics' | 'signalsMetrics';

export type PreviewServer =
  'entry' | RemoteName | NodeServer | 'services' | 'nginxStatus' | MetricsListener;
export type PreviewPorts = Readonly<Record<PreviewServer, number>>;

// Past the remotes' offsets: the content renderer and the contact form server (each behind its
// remote's server, as in its container) and local-services; then, past the offsets a new remote
// may take, the entry's signals server, its nginx status (loopback only) and every Node server's
// metrics listener.
const RENDERER_OFFSET = 4;
const FORM_SERVER_OFFSET = 5;
const SERVICES_OFFSET = 10;
const SIGNALS_SERVER_OFFSET = 11;
const NGINX_STATUS_OFFSET = 12;
const METRICS_OFFSETS: Readonly<Record<MetricsListener, number>> = {
  rendererMetrics: 13,
  formServerMetrics: 14,
  signalsMetrics: 15,
};

/** Which metrics listener belongs to which Node server. */
export const METRICS_OF: Readonly<Record<NodeServer, MetricsListener>> = {
  contentRenderer: 'rendererMetrics',
  formServer: 'formServerMetrics',
  signalsServer: 'signalsMetrics',
};

const remoteNames = Object.keys(REMOTES) as RemoteName[];

function perRemote<T>(value: (remote: RemoteName) => T): Record<RemoteName, T> {
  return Object.fromEntries(remoteNames.map((remote) => [remote, value(remote)])) as Record<
    RemoteName,
    T
  >;
}

export function previewPorts(entry: number): PreviewPorts {
  return {
    entry,
    ...perRemote((remote) => entry + REMOTES[remote].previewPortOffset),
    contentRenderer: entry + RENDERER_OFFSET,
    formServer: entry + FORM_SERVER_OFFSET,
    services: entry + SERVICES_OFFSET,
    signalsServer: entry + SIGNALS_SERVER_OFFSET,
    nginxStatus: entry + NGINX_STATUS_OFFSET,
    rendererMetrics: entry + METRICS_OFFSETS.rendererMetrics,
    formServerMetrics: entry + METRICS_OFFSETS.formServerMetrics,
    signalsMetrics: entry + METRICS_OFFSETS.signalsMetrics,
  };
}

/** The environment variable that sets each server's port (scripts/lib/nginxPreview.ts reads them). */
export const PREVIEW_PORT_VARIABLES: Readonly<Record<PreviewServer, string>> = {
  entry: 'PORT',
  ...perRemote((remote) => `PREVIEW_${remote.toUpperCase()}_PORT`),
  contentRenderer: 'PREVIEW_RENDERER_PORT',
  formServer: 'PREVIEW_FORM_SERVER_PORT',
  services: 'LOCAL_SERVICES_PORT',
  signalsServer: 'PREVIEW_SIGNALS_SERVER_PORT',
  nginxStatus: 'PREVIEW_NGINX_STATUS_PORT',
  rendererMetrics: 'PREVIEW_RENDERER_METRICS_PORT',
  formServerMetrics: 'PREVIEW_FORM_SERVER_METRICS_PORT',
  signalsMetrics: 'PREVIEW_SIGNALS_METRICS_PORT',
};

/** The environment that puts a whole site on the ports counted from `entry`. */
export function previewEnvOnPorts(entry: number): Record<string, string> {
  const ports = previewPorts(entry);
  return Object.fromEntries(
    (Object.keys(PREVIEW_PORT_VARIABLES) as PreviewServer[]).map((server) => [
      PREVIEW_PORT_VARIABLES[server],
      String(ports[server]),
    ]),
  );
}
