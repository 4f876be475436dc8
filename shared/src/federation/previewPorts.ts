// Where a whole local site listens (`npm run preview`, `npm start`, the end-to-end sites, the
// budget and benchmark runs): every server's port counted from the entry's, each remote's by the
// offset the federation table gives it, so one base number moves a whole site.
import type { RemoteName } from './contract';
import { REMOTES } from './remotes';

export type PreviewServer = 'entry' | RemoteName | 'contentRenderer' | 'formServer' | 'services';
export type PreviewPorts = Readonly<Record<PreviewServer, number>>;

// Past the remotes' offsets: the content renderer and the contact form server (each behind its
// remote's server, as in its container) and local-services.
const RENDERER_OFFSET = 4;
const FORM_SERVER_OFFSET = 5;
const SERVICES_OFFSET = 10;

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
  };
}

/** The environment variable that sets each server's port (scripts/lib/nginxPreview.ts reads them). */
export const PREVIEW_PORT_VARIABLES: Readonly<Record<PreviewServer, string>> = {
  entry: 'PORT',
  ...perRemote((remote) => `PREVIEW_${remote.toUpperCase()}_PORT`),
  contentRenderer: 'PREVIEW_RENDERER_PORT',
  formServer: 'PREVIEW_FORM_SERVER_PORT',
  services: 'LOCAL_SERVICES_PORT',
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
