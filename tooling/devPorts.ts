// @ts-nocheck -- not yet typed (TypeScript migration)
// Ports of the development servers (`npm run dev -w <app>`): the shell on PORT (8080), each remote
// on the port the federation table gives it, unless DEV_<REMOTE>_PORT moves it (the end-to-end
// tests do, so two runs can share a machine), and local-services on LOCAL_SERVICES_PORT (4000).
import { importTypeScript } from './importTypeScript.ts';

const { REMOTES } = await importTypeScript('shared/src/federation/remotes.ts');

/** The variable that moves a remote's dev server, e.g. DEV_CONTENT_PORT. */
export const devPortVariable = (remote) => `DEV_${remote.toUpperCase()}_PORT`;

export const DEV_PORTS = {
  shell: Number(process.env.PORT ?? 8080),
  ...Object.fromEntries(
    Object.entries(REMOTES).map(([name, { devPort }]) => [
      name,
      Number(process.env[devPortVariable(name)] ?? devPort),
    ]),
  ),
  localServices: Number(process.env.LOCAL_SERVICES_PORT ?? 4000),
};

/** Dev-server proxies that mirror the entry nginx's /mfe/<name>/ locations. */
export function remoteDevProxies(except) {
  return Object.keys(REMOTES)
    .filter((name) => name !== except)
    .map((name) => ({
      context: [`/mfe/${name}/`],
      target: `http://127.0.0.1:${DEV_PORTS[name]}`,
      pathRewrite: { [`^/mfe/${name}`]: '' },
    }));
}
