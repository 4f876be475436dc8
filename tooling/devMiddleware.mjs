import { renderConfigScript } from './siteConfig.mjs';

/** Dev-server middleware serving /config.js rendered from config/site.env, like the container. */
export function configScriptMiddleware(middlewares, server) {
  server.app.get('/config.js', (_request, response) => {
    response.type('application/javascript').set('Cache-Control', 'no-cache');
    response.send(renderConfigScript());
  });
  return middlewares;
}
