// @ts-nocheck -- not yet typed (TypeScript migration)
import { readFileSync } from 'node:fs';
import { renderConfigScript } from '../nginx/site-env.ts';

const nginxFile = (name) => readFileSync(new URL(`../nginx/${name}`, import.meta.url), 'utf8');

/** Dev-server middleware serving /config.js from nginx/site.env and the environment, like the containers. */
export function configScriptMiddleware(middlewares, server) {
  server.app.get('/config.js', (_request, response) => {
    response.type('application/javascript').set('Cache-Control', 'no-cache');
    response.send(
      renderConfigScript(nginxFile('config.js.template'), nginxFile('site.env'), process.env),
    );
  });
  return middlewares;
}
