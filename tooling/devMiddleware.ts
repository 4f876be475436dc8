import { readFileSync } from 'node:fs';
import type { default as Server, Middleware } from 'webpack-dev-server';
import { renderConfigScript } from '../platform/src/composition/siteEnv.ts';

const nginxFile = (name: string): string =>
  readFileSync(new URL(`../nginx/${name}`, import.meta.url), 'utf8');

/** Dev-server middleware serving /config.js from nginx/site.env and the environment, like the containers. */
export function configScriptMiddleware(middlewares: Middleware[], server: Server): Middleware[] {
  const { app } = server;
  if (!app) throw new Error('The dev server has no app to serve /config.js from');
  app.get('/config.js', (_request, response) => {
    response.type('application/javascript').set('Cache-Control', 'no-cache');
    response.send(
      renderConfigScript(nginxFile('config.js.template'), nginxFile('site.env'), process.env),
    );
  });
  return middlewares;
}
