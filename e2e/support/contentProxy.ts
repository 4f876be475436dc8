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
  /**
   * From now on, the content service behaves so. With `keepHeld`, requests a hung service took stay
   * unanswered on their open connections (their callers time out as they would on a service still
   * hung) while new ones meet the new mode.
   */
  become: (mode: ContentServiceMode, options?: { keepHeld?: boolean }) => Promise<void>;
  /** How many requests it holds unanswered now (taken while hung). */
  holding: () => number;
  stop: () => Promise<void>;
}

/**
 * Stands between a site's content renderer and its content service (local-services on `port`),
 * so a test can take the service down, hang it or make it fail, for the renderer alone.
 */
export async function startContentProxy(port: number): Promise<ContentProxy> {
  let mode: ContentServiceMode = 'up';
  const sockets = new Set<Socket>();
  const held = new Set<Socket>();
  const server = http.createServer((request, response) => {
    if (mode === 'hung') {
      // Never answered; the socket stays open.
      held.add(request.socket);
      request.socket.once('close', () => held.delete(request.socket));
      return;
    }
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
  /** Takes no more connections and cuts the open ones but those in `keep`. */
  const closeAll = (keep: ReadonlySet<Socket> = new Set()) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) if (!keep.has(socket)) socket.destroy();
      // It no longer listens; it closes for good only once the connections kept have ended.
      if (keep.size > 0) resolve();
    });
  return {
    host: `127.0.0.1:${proxyPort}`,
    become: async (next, { keepHeld = false } = {}) => {
      if (next === mode) return;
      // Connections kept alive from before would go on being served as before.
      if (mode === 'refusing') await listen(proxyPort);
      else for (const socket of sockets) if (!(keepHeld && held.has(socket))) socket.destroy();
      if (next === 'refusing') await closeAll(keepHeld ? held : undefined);
      mode = next;
    },
    holding: () => held.size,
    stop: () => (mode === 'refusing' ? Promise.resolve() : closeAll()),
  };
}
