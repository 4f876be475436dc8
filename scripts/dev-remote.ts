// @ts-nocheck -- not yet typed (TypeScript migration)
// `npm run dev -w <remote>`: the remote alone on its webpack dev server, its standalone page on the
// port the federation table gives it (DEV_<REMOTE>_PORT moves it), refreshed in place as you edit.
// Every standalone page needs the stand-ins (language detection asks the geolocation stub; content
// pages and Home's widgets the content API; the contact form the mail sink): local-services is
// started here unless something answers on LOCAL_SERVICES_PORT (4000) already, and stopped with
// this script (Ctrl+C). Run from the remote's folder; arguments go to `webpack serve`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_PORTS } from '../tooling/devPorts.ts';
import { importTypeScript } from '../tooling/importTypeScript.ts';
import {
  localServicesAnswer,
  startLocalServices,
  useLocalServicesEnv,
  waitForLocalServices,
} from './lib/localServices.ts';
import { start, stopOnSignals } from './lib/processes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTES } = await importTypeScript('shared/src/federation/remotes.ts');

const folder = path.basename(process.cwd());
const remote = Object.keys(REMOTES).find((name) => REMOTES[name].folder === folder);
if (!remote) {
  console.error(`${process.cwd()} is not a remote's folder (shared/src/federation/remotes.ts)`);
  process.exit(1);
}

stopOnSignals();
const servicesPort = DEV_PORTS.localServices;
// /config.js (tooling/devMiddleware.ts) points the page at local-services on this port.
useLocalServicesEnv(servicesPort);
if (await localServicesAnswer(servicesPort)) {
  console.log(`local-services already answers on :${servicesPort}; using it`);
} else {
  startLocalServices(servicesPort);
  await waitForLocalServices(servicesPort);
}
start(
  'webpack',
  path.join(repoRoot, 'node_modules/.bin/webpack'),
  ['serve', '--mode', 'development', ...process.argv.slice(2)],
  { cwd: process.cwd() },
);
console.log(`\n${remote} alone: http://localhost:${DEV_PORTS[remote]}/  (Ctrl+C stops it)\n`);
