import http from 'node:http';
import { forwardAsIngress } from './ingressStandIn';
import { newVisitorAddress } from './visitorAddress';

export interface BurstIngress {
  /** Each visitor's way in to the site. */
  urls: string[];
  /** Resolves once every visitor's form has been passed on to the entry, all together. */
  released: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Ingress stand-ins for `visitors` visitors behind a trusted proxy, as ingressFor makes them (each
 * connects from INGRESS_ADDRESS and appends its visitor's address, a new one each, to
 * X-Forwarded-For), except that each holds its visitor's form post (a POST) until every visitor has
 * sent one, then passes them all on at once. So the visitors send in the same second, however long
 * their browsers took to open and fill in the page: a busy machine changes nothing.
 */
export async function burstIngress(visitors: number, entryPort: number): Promise<BurstIngress> {
  const held: (() => void)[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  const standIn = (visitor: string) =>
    http.createServer((request, response) => {
      const pass = () => forwardAsIngress(visitor, entryPort, request, response);
      if (request.method !== 'POST') {
        pass();
        return;
      }
      held.push(pass);
      if (held.length === visitors) {
        for (const passOn of held) passOn();
        release();
      }
    });

  const servers = Array.from({ length: visitors }, () => standIn(newVisitorAddress()));
  const urls = await Promise.all(
    servers.map(
      (server) =>
        new Promise<string>((resolve) =>
          server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            resolve(`http://127.0.0.1:${port}`);
          }),
        ),
    ),
  );
  return {
    urls,
    released,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((closed) => {
              server.closeAllConnections();
              server.close(closed);
            }),
        ),
      );
    },
  };
}
