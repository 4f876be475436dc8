import http from 'node:http';
import type { Socket } from 'node:net';
import { forward } from './forward';

/**
 * How the content service behaves for the renderer behind the proxy: `up` passes everything on,
 * `refusing` takes no connections (a stopped service), `hung` accepts connections and never
 * answers, `failing` answers every request 503.
 */
export type ContentServiceMode = 'up' | 'refusing' | 'hung' | 'failing';

export interface ContentProxy {
  /** host:port of the proxy, for a renderer's CONTENT_INTERNAL_HOST. */
  host: string;
  /** From now on, the content service behaves so. */
  become: (mode: ContentServiceMode) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Stands between a site's content renderer and its content service (local-services on `port`),
 * so a test can take the service down, hang it or make it fail, for the renderer alone.
 */
export async function startContentProxy(port: number): Promise<ContentProxy> {
  let mode: ContentServiceMode = 'up';
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    if (mode === 'hung') return; // never answered; the socket stays open
    if (mode === 'failing') {
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('failing for the test');
      return;
    }
    forward(port, request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (at: number) =>
    new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  await listen(0);
  const { port: proxyPort } = server.address() as { port: number };
  const closeAll = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    host: `127.0.0.1:${proxyPort}`,
    become: async (next) => {
      if (next === mode) return;
      // Connections kept alive from before would go on being served as before.
      if (mode === 'refusing') await listen(proxyPort);
      else for (const socket of sockets) socket.destroy();
      if (next === 'refusing') await closeAll();
      mode = next;
    },
    stop: () => (mode === 'refusing' ? Promise.resolve() : closeAll()),
  };
}
