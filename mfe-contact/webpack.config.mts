import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/createAppConfig.ts';
import { remoteDevProxies } from '../tooling/devPorts.ts';
import { configScriptMiddleware } from '../tooling/devMiddleware.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

// What it exposes, and its dev-server port, come from the federation table
// (shared/src/federation/remotes.ts).
export default createAppConfig({
  dir,
  name: 'contact',
  title: 'contact remote (standalone)',
  // Its pages prerendered at start (render.cjs), and the server of its form sent before the
  // scripts ran (server.cjs, the name start-renderer.sh starts).
  serverEntry: { render: './src/server/render.ts', server: './src/server/formServer.ts' },
  devServer: {
    proxy: remoteDevProxies('contact'),
    setupMiddlewares: configScriptMiddleware,
  },
});
