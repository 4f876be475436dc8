// Test support: a small HTTP server that records the webhook calls local-services makes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  /** Resolves once `count` calls have arrived; rejects after `timeoutMs`. */
  waitForCalls: (count: number, timeoutMs: number) => Promise<ReceivedCall[]>;
  close: () => Promise<void>;
}

/** `statuses`: the answers to the first calls, in order (to make a sender retry); then 200. */
export async function startReceiver(
  pathAndQuery: string,
  statuses: number[] = [],
): Promise<Receiver> {
  const calls: ReceivedCall[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(statuses[calls.length - 1] ?? 200);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const waitForCalls = async (count: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (calls.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`${calls.length} of ${count} webhook calls after ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return calls.slice(0, count);
  };
  return {
    url: `http://127.0.0.1:${port}${pathAndQuery}`,
    calls,
    waitForCalls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
