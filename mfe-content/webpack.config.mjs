import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/createAppConfig.mjs';
import { DEV_PORTS, remoteDevProxies } from '../tooling/devPorts.mjs';
import { configScriptMiddleware } from '../tooling/devMiddleware.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'content',
  title: 'content remote (standalone)',
  port: DEV_PORTS.content,
  exposes: {
    './ProjectsList': './src/features/projects/ProjectsListPage.tsx',
    './ProjectDetail': './src/features/projects/ProjectDetailPage.tsx',
    './BlogList': './src/features/blog/BlogListPage.tsx',
    './BlogPost': './src/features/blog/BlogPostPage.tsx',
    './FeaturedProjects': './src/features/home-widgets/FeaturedProjects.tsx',
    './BlogTeaser': './src/features/home-widgets/BlogTeaser.tsx',
  },
  // The renderer that answers content pages and widget regions (dist-server/server.cjs).
  serverEntry: { server: './src/server/server.ts' },
  devServer: {
    proxy: remoteDevProxies('content'),
    setupMiddlewares: configScriptMiddleware,
  },
});
