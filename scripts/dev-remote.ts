// `npm run dev -w <remote>`: the remote alone on its webpack dev server, its standalone page on the
// port the federation table gives it (DEV_<REMOTE>_PORT moves it), refreshed in place as you edit.
// Every standalone page needs the stand-ins (language detection asks the geolocation stub; content
// pages and Home's widgets the content API; the contact form the mail sink): local-services is
// started here unless something answers on LOCAL_SERVICES_PORT (4000) already, and stopped with
// this script (Ctrl+C). Run from the remote's folder; arguments go to `webpack serve`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_PORTS, devPortVariable } from '../tooling/devPorts.ts';
import { importTypeScript } from '../tooling/importTypeScript.ts';
import type * as Contract from '../shared/src/federation/contract.ts';
import {
  fillLocalServicesEnv,
  localServicesAnswer,
  startLocalServices,
  waitForLocalServices,
} from './lib/localServices.ts';
import { OperatorError, reportOperatorErrors } from './lib/operatorErrors.ts';
import { ensurePortsFree, type PortUse } from './lib/ports.ts';
import { start, stopOnSignals } from './lib/processes.ts';

reportOperatorErrors();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTE_NAMES, REMOTES } = (await importTypeScript(
  'shared/src/federation/contract.ts',
)) as typeof Contract;

const folder = path.basename(process.cwd());
const remote = REMOTE_NAMES.find((name) => REMOTES[name].folder === folder);
if (!remote) {
  throw new OperatorError(
    `${process.cwd()} is not a remote's folder (shared/src/federation/remotes.ts)`,
  );
}
const devPorts: Readonly<Record<string, number | undefined>> = DEV_PORTS;
const devPort = devPorts[remote];
if (devPort === undefined) throw new Error(`tooling/devPorts.ts gives ${remote} no port`);
const servicesPort: number = DEV_PORTS.localServices;

stopOnSignals();
// /config.js (tooling/devMiddleware.ts) points the page at local-services on this port.
fillLocalServicesEnv(servicesPort);
const servicesRunning = await localServicesAnswer(servicesPort);
// A port another process holds stops this script before it starts anything.
const ports: PortUse[] = [
  { port: devPort, server: `the ${remote} dev server`, variable: devPortVariable(remote) },
];
if (!servicesRunning) {
  ports.push({ port: servicesPort, server: 'local-services', variable: 'LOCAL_SERVICES_PORT' });
}
await ensurePortsFree(ports);
if (servicesRunning) {
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
console.log(`\n${remote} alone: http://localhost:${devPort}/  (Ctrl+C stops it)\n`);
