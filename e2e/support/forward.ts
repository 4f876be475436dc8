import http from 'node:http';

/** Passes `request` on to 127.0.0.1:`port` as it came, and its answer back. */
export function forward(
  port: number,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port,
      path: request.url,
      method: request.method,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}
