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
  name: 'content',
  title: 'content remote (standalone)',
  // The renderer that answers content pages and widget regions (dist-server/server.cjs).
  serverEntry: { server: './src/server/server.ts' },
  devServer: {
    proxy: remoteDevProxies('content'),
    setupMiddlewares: configScriptMiddleware,
  },
});
