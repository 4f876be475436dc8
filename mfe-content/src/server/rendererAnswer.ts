import type { IncomingMessage, ServerResponse } from 'node:http';

/** The path asked for, without its query: what a log line may say about the request. */
export const pathOf = (request: IncomingMessage) => request.url?.split('?')[0] ?? '';

/** Answers with `body`, timed for the browser's and the operator's tools (Server-Timing). */
export function send(
  response: ServerResponse,
  status: number,
  body: string,
  started: number,
  headers: Record<string, string | string[]> = { 'Content-Type': 'text/plain; charset=utf-8' },
) {
  response.writeHead(status, {
    ...headers,
    'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
  });
  response.end(body);
}

/** One of the renderer's addresses and how it is answered. */
export interface RendererRoute {
  /** Whether the request is this route's (`path`: its path without the query). */
  matches(request: IncomingMessage, path: string): boolean;
  answer(request: IncomingMessage, response: ServerResponse, started: number): Promise<void> | void;
}

/** A route of exactly one path. */
export const at = (address: string) => (_request: IncomingMessage, path: string) =>
  path === address;

/** The first route that matches answers; `otherwise` answers the rest. */
export function routeBy(
  routes: readonly RendererRoute[],
  otherwise: RendererRoute['answer'],
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    const started = performance.now();
    const path = pathOf(request);
    const route = routes.find((candidate) => candidate.matches(request, path));
    await (route ?? { answer: otherwise }).answer(request, response, started);
  };
}
