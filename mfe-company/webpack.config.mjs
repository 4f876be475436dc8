import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/createAppConfig.mjs';
import { DEV_PORTS, remoteDevProxies } from '../tooling/devPorts.mjs';
import { configScriptMiddleware } from '../tooling/devMiddleware.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'company',
  title: 'company remote (standalone)',
  port: DEV_PORTS.company,
  serverEntry: './src/server/render.ts',
  exposes: {
    './Home': './src/features/home/HomePage.tsx',
    './ServicesList': './src/features/services/ServicesListPage.tsx',
    './ServiceDetail': './src/features/services/ServiceDetailPage.tsx',
    './About': './src/features/about/AboutPage.tsx',
  },
  devServer: {
    proxy: remoteDevProxies('company'),
    setupMiddlewares: configScriptMiddleware,
  },
});
