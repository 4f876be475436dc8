import type { IncomingMessage, ServerResponse } from 'node:http';
import { SIGNALS_ADDRESS } from '@site/shared/addresses';
import { OTHER_ROUTE } from '@site/platform/metrics';
import { MAX_BEACON_BYTES, readBeacon } from './beacon';
import type { BeaconPace } from './beaconPace';
import type { SignalsMetrics } from './signalsMetrics';

/** What the signals server works with; the tests give their own. */
export interface SignalParts {
  metrics: SignalsMetrics;
  pace: BeaconPace;
  /** One line per beacon refused as malformed: why, in fixed words; never what it held. */
  log: (line: string) => void;
}

/** The body types navigator.sendBeacon sends a Blob of JSON with (its type, or text). */
const BEACON_TYPES = ['application/json', 'text/plain'];

/** The route template a request to the signals server counts under. */
export function signalsRoute(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0];
  return path === SIGNALS_ADDRESS || path === '/healthz' ? path : OTHER_ROUTE;
}

function answer(
  response: ServerResponse,
  status: number,
  text?: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Cache-Control': 'no-store',
    ...(text === undefined ? {} : { 'Content-Type': 'text/plain; charset=utf-8' }),
    ...headers,
  });
  response.end(text === undefined ? undefined : `${text}\n`);
}

/** The body, or null once it passes `maxBytes` (the rest is not read). */
async function readBody(request: IncomingMessage, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `POST /_signals`: a browser's beacon (docs/operations.md#signals-from-browsers). 204 once
 * counted; 400 for a malformed one, 413 over 4 KB, 429 past the address's pace, 405 for another
 * method; a refused beacon counts only as refused. No cookie is read and nothing the beacon held
 * is logged; the address (X-Real-IP, set by the entry) only paces.
 */
export async function handleSignal(
  request: IncomingMessage,
  response: ServerResponse,
  parts: SignalParts,
): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  if (path !== SIGNALS_ADDRESS) return answer(response, 404, 'Not found');
  if (request.method !== 'POST') {
    return answer(response, 405, 'Method not allowed', { Allow: 'POST' });
  }
  const address = String(request.headers['x-real-ip'] ?? request.socket.remoteAddress ?? '');
  if (!parts.pace.take(address)) {
    parts.metrics.refused();
    return answer(response, 429, 'Too many reports', { 'Retry-After': '60' });
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const body = await readBody(request, MAX_BEACON_BYTES);
  if (body === null) {
    parts.metrics.refused();
    // The rest of the body is not read: the connection cannot carry another request.
    return answer(response, 413, 'Too large', { Connection: 'close' });
  }
  const reading = BEACON_TYPES.includes(type)
    ? readBeacon(body)
    : { malformed: 'not a JSON or text body' };
  if ('malformed' in reading) {
    parts.metrics.refused();
    parts.log(`beacon refused: ${reading.malformed}`);
    return answer(response, 400, 'Malformed report');
  }
  parts.metrics.accepted(reading.beacon);
  answer(response, 204);
}
