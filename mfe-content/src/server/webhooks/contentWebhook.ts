import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifySignature } from './requestSignature';
import { passToPeers } from './peers';

/** Where Contentful's webhooks arrive (the entry passes the path through to this renderer). */
export const WEBHOOK_PATH = '/hooks/contentful';
/** Marks a webhook one content replica passes on to the others, which pass it on no further. */
export const PASSED_ON = 'x-site-passed-on';

const MAX_BODY_BYTES = 1024 * 1024;

export interface WebhookSettings {
  /** The signing secret set in Contentful; empty: every request is refused. */
  secret: string;
  /** host:port of every content replica's nginx (a name may stand for several addresses). */
  peers: readonly string[];
  /** Learn what changed now. */
  syncNow: () => void;
  /** Told of every webhook: accepted (signed with the secret) or refused (the metrics). */
  count?: (result: 'accepted' | 'refused') => void;
  log?: (line: string) => void;
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ message }));
}

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/**
 * `POST /hooks/contentful`: a Contentful webhook (Entry or Asset publish, unpublish, archive,
 * delete). Only a request signed with the secret counts: anything else is 401 and changes
 * nothing. A valid one starts a sync at once (coalesced with one under way: a burst of publishes
 * costs one request to the content service per replica) and is passed on, signature and all, to
 * every other content replica, each of which checks it again.
 */
export async function handleContentWebhook(
  request: IncomingMessage,
  response: ServerResponse,
  settings: WebhookSettings,
): Promise<void> {
  const log = settings.log ?? ((line) => console.log(line));
  const refuse = (status: number, message: string) => {
    settings.count?.('refused');
    reply(response, status, message);
  };
  if (request.method !== 'POST') return refuse(405, 'POST only');
  const body = await readBody(request);
  if (body === null) return refuse(413, 'Too large');
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, headerValue(value)]),
  );
  const verdict = verifySignature(settings.secret, {
    method: 'POST',
    path: request.url ?? WEBHOOK_PATH,
    headers,
    body,
  });
  if (verdict !== 'valid') {
    log(`content renderer: webhook refused (${settings.secret ? verdict : 'no secret set'})`);
    return refuse(401, 'Unauthorized');
  }
  settings.syncNow();
  settings.count?.('accepted');
  reply(response, 202, 'Accepted');
  const topic = headers['x-contentful-topic'] ?? 'unknown topic';
  if (headers[PASSED_ON]) {
    log(`content renderer: webhook ${topic} passed on by another replica: syncing`);
    return;
  }
  log(
    `content renderer: webhook ${topic}: syncing, and passing it on to ${settings.peers.length ? settings.peers.join(', ') : 'no other replica'}`,
  );
  const passed: Record<string, string> = { [PASSED_ON]: '1' };
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value && (name.startsWith('x-contentful-') || name === 'content-type'))
      passed[name] = value;
  }
  void passToPeers(settings.peers, request.url ?? WEBHOOK_PATH, passed, body, log);
}
