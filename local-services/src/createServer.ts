// One HTTP server for every stand-in service (content API, mail sink, geolocation stub).
import http, { type Server } from 'node:http';
import { ownMessage } from './failures.ts';
import { createGeoService, type GeoOptions } from './geo/geoService.ts';
import { sendJson, setCors, statusOf, type RequestHandler } from './http/respond.ts';
import { create as createContentService, type ContentOptions } from './content/contentService.ts';
import { create as createMailService, type MailOptions } from './mail/mailService.ts';

export type LocalServicesOptions = { geo?: GeoOptions } & MailOptions & ContentOptions;

export async function createLocalServices(options: LocalServicesOptions = {}): Promise<Server> {
  // Each service claims its own paths: geolocation /geo/*, mail /api/v1.0/* and /outbox,
  // content /spaces/* and /files/*.
  const handlers: RequestHandler[] = [
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
        sendJson(response, statusOf(error) ?? 500, { message: ownMessage(error) });
      else response.end();
    }
  });
  server.on('close', () => {
    for (const handle of handlers) handle.close?.();
  });
  return server;
}
