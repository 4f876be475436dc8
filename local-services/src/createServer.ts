// @ts-nocheck -- not yet typed (TypeScript migration)
// One HTTP server for every stand-in service (content API, mail sink, geolocation stub).
import http from 'node:http';
import { createGeoService } from './geo/geoService.ts';
import { sendJson, setCors } from './http/respond.ts';
import { create as createContentService } from './content/contentService.ts';
import { create as createMailService } from './mail/mailService.ts';

export async function createLocalServices(options = {}) {
  // Each service claims its own paths: geolocation /geo/*, mail /api/v1.0/* and /outbox,
  // content /spaces/* and /files/*.
  const handlers = [
    createGeoService(options.geo),
    await createMailService(options),
    await createContentService(options),
  ];

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    setCors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    if (url.pathname === '/healthz') {
      sendJson(response, 200, { ok: true });
      return;
    }
    try {
      for (const handle of handlers) {
        if (await handle(request, response, url)) return;
      }
      sendJson(response, 404, { sys: { type: 'Error', id: 'NotFound' }, message: 'Not found' });
    } catch (error) {
      console.error(error);
      if (!response.headersSent)
        sendJson(response, error.status ?? 500, { message: error.message });
      else response.end();
    }
  });
  server.on('close', () => {
    for (const handle of handlers) handle.close?.();
  });
  return server;
}
