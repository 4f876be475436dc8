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
  name: 'company',
  title: 'company remote (standalone)',
  serverEntry: './src/server/render.ts',
  devServer: {
    proxy: remoteDevProxies('company'),
    setupMiddlewares: configScriptMiddleware,
  },
});
