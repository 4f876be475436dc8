// Ports of the development servers (`npm run dev -w <app>`): the shell on PORT (8080), each remote
// on the port the federation table gives it, unless DEV_<REMOTE>_PORT moves it (the end-to-end
// tests do, so two runs can share a machine), and local-services on LOCAL_SERVICES_PORT (4000).
import type { ProxyConfigArrayItem } from 'webpack-dev-server';
import type * as Remotes from '../shared/src/federation/remotes.ts';
import { importTypeScript } from './importTypeScript.ts';

const { REMOTES } = await importTypeScript<typeof Remotes>('shared/src/federation/remotes.ts');

/** A remote of the federation table. */
export type RemoteName = keyof typeof REMOTES;
/** Every development server: the shell, each remote, local-services. */
export type DevServerName = 'shell' | RemoteName | 'localServices';

const remoteNames = Object.keys(REMOTES) as RemoteName[];

/** The variable that moves a remote's dev server, e.g. DEV_CONTENT_PORT. */
export const devPortVariable = (remote: string): string => `DEV_${remote.toUpperCase()}_PORT`;

export const DEV_PORTS: Readonly<Record<DevServerName, number>> = {
  shell: Number(process.env.PORT ?? 8080),
  ...(Object.fromEntries(
    remoteNames.map((name) => [
      name,
      Number(process.env[devPortVariable(name)] ?? REMOTES[name].devPort),
    ]),
  ) as Record<RemoteName, number>),
  localServices: Number(process.env.LOCAL_SERVICES_PORT ?? 4000),
};

/** Dev-server proxies that mirror the entry nginx's /mfe/<name>/ locations. */
export function remoteDevProxies(except?: string): ProxyConfigArrayItem[] {
  return remoteNames
    .filter((name) => name !== except)
    .map((name) => ({
      context: [`/mfe/${name}/`],
      target: `http://127.0.0.1:${DEV_PORTS[name]}`,
      pathRewrite: { [`^/mfe/${name}`]: '' },
    }));
}
