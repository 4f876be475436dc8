import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/createAppConfig.mjs';
import { DEV_PORTS, remoteDevProxies } from '../tooling/devPorts.mjs';
import { configScriptMiddleware } from '../tooling/devMiddleware.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'contact',
  title: 'contact remote (standalone)',
  port: DEV_PORTS.contact,
  serverEntry: './src/server/render.ts',
  exposes: {
    './Contact': './src/features/contact/ContactPage.tsx',
  },
  devServer: {
    proxy: remoteDevProxies('contact'),
    setupMiddlewares: configScriptMiddleware,
  },
});
