import http from 'node:http';

export interface ContentProxy {
  /** host:port of the proxy, for a renderer's CONTENT_INTERNAL_HOST. */
  host: string;
  /** From now on, every answer has `from` replaced by `to`: an editor publishing a change. */
  publish: (from: string, to: string) => void;
  /** From now on, every request fails with 503: the content service is down. */
  goDown: () => void;
  stop: () => Promise<void>;
}

/**
 * Stands between a site's content renderer and its content service (local-services on `port`),
 * so a test can publish a change or take the service down for the renderer alone.
 */
export async function startContentProxy(port: number): Promise<ContentProxy> {
  let edit: { from: string; to: string } | undefined;
  let down = false;
  const server = http.createServer((request, response) => {
    if (down) {
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('down for the test');
      return;
    }
    // Plain bodies, so a published change can be written into them.
    const headers = { ...request.headers };
    delete headers['accept-encoding'];
    const upstream = http.request(
      { host: '127.0.0.1', port, path: request.url, method: request.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          if (edit) body = body.split(edit.from).join(edit.to);
          const outgoing = { ...answer.headers };
          delete outgoing['content-length'];
          delete outgoing['etag'];
          response.writeHead(answer.statusCode ?? 502, outgoing);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${proxyPort}`,
    publish: (from, to) => {
      edit = { from, to };
    },
    goDown: () => {
      down = true;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
