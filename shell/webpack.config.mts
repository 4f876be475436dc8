import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/createAppConfig.ts';
import { DEV_PORTS, remoteDevProxies } from '../tooling/devPorts.ts';
import { configScriptMiddleware } from '../tooling/devMiddleware.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'shell',
  title: 'Alioni Engineering',
  port: DEV_PORTS.shell,
  // The shell's parts of every page, prerendered at start (render.cjs), and the signals server
  // the entry passes browsers' beacons to (server.cjs, the name start-servers.sh starts).
  serverEntry: { render: './src/server/render.tsx', server: './src/server/signalsServer.ts' },
  copy: [{ from: path.join(dir, 'public'), to: '.', noErrorOnMissing: true }],
  // Like the entry nginx: /mfe/<name>/ goes to that remote, /config.js is rendered per request.
  devServer: { proxy: remoteDevProxies(), setupMiddlewares: configScriptMiddleware },
});
