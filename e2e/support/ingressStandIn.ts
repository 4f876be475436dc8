import http from 'node:http';

/** The loopback address the ingress stand-ins connect from: the site's TRUSTED_PROXIES. */
export const INGRESS_ADDRESS = '127.0.0.2';

export interface IngressStandIn {
  /** Where a visitor reaches the site through it. */
  url: string;
  close: () => Promise<void>;
}

/**
 * An ingress controller in front of the entry at `entryPort`, as it forwards one visitor's
 * requests: it connects from INGRESS_ADDRESS, keeps the Host the browser sent, and appends the
 * visitor's address to X-Forwarded-For, as ingress-nginx does. Every browser of a test is
 * 127.0.0.1, so each visitor gets a stand-in of its own that names them.
 */
export function ingressFor(visitor: string, entryPort: number): Promise<IngressStandIn> {
  const server = http.createServer((request, response) => {
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
    request.pipe(upstream);
  });
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
