/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleContentWebhook, PASSED_ON, WEBHOOK_PATH } from './contentWebhook';

const SECRET = 'webhook-secret';
const quiet = () => undefined;

/** Signs as Contentful does (docs: request verification), independently of the code under test. */
function signed(body: string, timestamp = Date.now(), secret = SECRET): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
    'x-contentful-timestamp': String(timestamp),
  };
  const names = [...Object.keys(headers), 'x-contentful-signed-headers'].sort();
  headers['x-contentful-signed-headers'] = names.join(',');
  const canonical = [
    'POST',
    WEBHOOK_PATH,
    names.map((name) => `${name}:${headers[name]}`).join(';'),
    body,
  ].join('\n');
  headers['x-contentful-signature'] = createHmac('sha256', secret).update(canonical).digest('hex');
  return headers;
}

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The renderer's webhook address, with `peers` to pass it on to; counts the syncs it starts. */
async function renderer(peers: string[] = []) {
  let syncs = 0;
  const server = createServer((request, response) => {
    void handleContentWebhook(request, response, {
      secret: SECRET,
      peers,
      syncNow: () => (syncs += 1),
      log: quiet,
    });
  });
  const host = await listen(server);
  return { url: `http://${host}${WEBHOOK_PATH}`, syncs: () => syncs, server };
}

/** Another replica's nginx: records what it was passed. */
async function peer() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(202).end();
    });
  });
  return { host: await listen(server), received, server };
}

const body = JSON.stringify({ sys: { type: 'Entry', id: 'post-1', revision: 3 } });
const until = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the Contentful webhook', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('accepts a signed publish, syncs at once and passes it on, signature and all, to every replica', async () => {
    const [first, second] = [await peer(), await peer()];
    const site = await renderer([first.host, second.host]);
    servers.push(first.server, second.server, site.server);
    const headers = signed(body);
    const answer = await fetch(site.url, { method: 'POST', headers, body });
    expect(answer.status).toBe(202);
    expect(site.syncs()).toBe(1);
    await until(() => first.received.length + second.received.length === 2);
    for (const { received } of [first, second]) {
      expect(received[0]?.body).toBe(body);
      expect(received[0]?.headers['x-contentful-signature']).toBe(
        headers['x-contentful-signature'],
      );
      expect(received[0]?.headers[PASSED_ON]).toBe('1');
    }
  });

  it('passes on no further a webhook another replica passed on', async () => {
    const other = await peer();
    const site = await renderer([other.host]);
    servers.push(other.server, site.server);
    const answer = await fetch(site.url, {
      method: 'POST',
      headers: { ...signed(body), [PASSED_ON]: '1' },
      body,
    });
    expect(answer.status).toBe(202);
    expect(site.syncs()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(other.received).toEqual([]);
  });

  it.each([
    ['unsigned', () => ({ 'content-type': 'application/json' }), body],
    ['signed with another secret', () => signed(body, Date.now(), 'guessed'), body],
    ['signed, with the body changed', () => signed(body), body.replace('post-1', 'post-2')],
    ['signed over a minute ago (a replay)', () => signed(body, Date.now() - 60_000), body],
  ])('refuses a request %s with 401 and changes nothing', async (_name, headersOf, sent) => {
    const other = await peer();
    const site = await renderer([other.host]);
    servers.push(other.server, site.server);
    const answer = await fetch(site.url, { method: 'POST', headers: headersOf(), body: sent });
    expect(answer.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(site.syncs()).toBe(0);
    expect(other.received).toEqual([]);
  });

  it('refuses every request while no secret is set', async () => {
    let syncs = 0;
    const server = createServer((request, response) => {
      void handleContentWebhook(request, response, {
        secret: '',
        peers: [],
        syncNow: () => (syncs += 1),
        log: quiet,
      });
    });
    servers.push(server);
    const host = await listen(server);
    const answer = await fetch(`http://${host}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: signed(body, Date.now(), ''),
      body,
    });
    expect(answer.status).toBe(401);
    expect(syncs).toBe(0);
  });
});
