import http from 'node:http';

/** The loopback address the ingress stand-ins connect from: the site's TRUSTED_PROXIES. */
export const INGRESS_ADDRESS = '127.0.0.2';

export interface IngressStandIn {
  /** Where a visitor reaches the site through it. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Passes `request` on to the entry at `entryPort` as an ingress controller does for `visitor`: from
 * INGRESS_ADDRESS, with the Host the browser sent, and the visitor's address appended to
 * X-Forwarded-For; its answer back.
 */
export function forwardAsIngress(
  visitor: string,
  entryPort: number,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  const forwarded = request.headers['x-forwarded-for'];
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: entryPort,
      localAddress: INGRESS_ADDRESS,
      path: request.url,
      method: request.method,
      headers: {
        ...request.headers,
        'x-forwarded-for': forwarded ? `${String(forwarded)}, ${visitor}` : visitor,
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  // The body waits in the request (a stream not yet read) until it is passed on.
  request.pipe(upstream);
}

/**
 * An ingress controller in front of the entry at `entryPort`, as it forwards one visitor's
 * requests: it connects from INGRESS_ADDRESS, keeps the Host the browser sent, and appends the
 * visitor's address to X-Forwarded-For, as ingress-nginx does. Every browser of a test is
 * 127.0.0.1, so each visitor gets a stand-in of its own that names them.
 */
export function ingressFor(visitor: string, entryPort: number): Promise<IngressStandIn> {
  const server = http.createServer((request, response) =>
    forwardAsIngress(visitor, entryPort, request, response),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed(undefined));
          }),
      });
    }),
  );
}
