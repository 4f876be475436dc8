// The Sync API's requests and answers over raw HTTP (docs/architecture.md#local-content-service):
// pages and their URLs, the filters, and the errors Contentful gives. Edits are in
// contentPublish.test.ts; this file only reads the sample.
import { readSample } from './contentSample.ts';
import { startContentServer, type RunningServer } from './contentServer.ts';

const TOKEN = 'local-delivery-token';
const sample = readSample();
const publishedCount = [...sample.entries, ...sample.assets].filter(
  (document) => document.sys.publishedVersion !== undefined,
).length;

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startContentServer({ CONTENT_EXPORT_FILE: '', CONTENT_ACCESS_TOKEN: TOKEN });
  base = `${server.origin}/spaces/local-space/environments/master/sync`;
});

afterAll(() => server.stop());

interface SyncPage {
  sys: { type: string; id?: string };
  items: { sys: { type: string; id: string } }[];
  nextPageUrl?: string;
  nextSyncUrl?: string;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}`, ...headers } });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as SyncPage,
  };
}

test('pages of `limit` items link to each other and end with a nextSyncUrl', async () => {
  const seen: string[] = [];
  let page = (await get(`${base}?initial=true&limit=20`)).body;
  let pages = 1;
  while (page.nextPageUrl) {
    expect(page.items).toHaveLength(20);
    expect(page.nextPageUrl).toMatch(
      new RegExp(
        `^http://${server.host}/spaces/local-space/environments/master/sync\\?sync_token=[\\w-]+$`,
      ),
    );
    seen.push(...page.items.map((item) => item.sys.id));
    page = (await get(page.nextPageUrl)).body;
    pages += 1;
  }
  seen.push(...page.items.map((item) => item.sys.id));
  expect(pages).toBe(Math.ceil(publishedCount / 20));
  expect(new Set(seen).size).toBe(publishedCount);
  expect(page.nextSyncUrl).toEqual(expect.any(String));
  const delta = await get(page.nextSyncUrl!);
  expect(delta.body.items).toEqual([]);
  expect(delta.headers.get('content-type')).toContain(
    'application/vnd.contentful.delivery.v1+json',
  );
});

test('next URLs follow the host and path the client called', async () => {
  const { body } = await get(`${server.origin}/spaces/local-space/sync?initial=true`, {
    'X-Forwarded-Host': 'content.example.org',
    'X-Forwarded-Proto': 'https',
  });
  expect(body.nextSyncUrl).toMatch(
    /^https:\/\/content\.example\.org\/spaces\/local-space\/sync\?sync_token=/,
  );
});

test('type filters what is sent; deletions start empty', async () => {
  const assets = (await get(`${base}?initial=true&type=Asset&limit=1000`)).body;
  expect(new Set(assets.items.map((item) => item.sys.type))).toEqual(new Set(['Asset']));
  const deletions = (await get(`${base}?initial=true&type=Deletion`)).body;
  expect(deletions.items).toEqual([]);
});

test('bad requests are refused as the Delivery API refuses them', async () => {
  const problems = [
    `${base}`,
    `${base}?initial=true&type=Nothing`,
    `${base}?initial=true&type=Asset&content_type=blogPost`,
    `${base}?initial=true&limit=0`,
    `${base}?sync_token=not-a-token`,
  ];
  for (const url of problems) {
    const { status, body } = await get(url);
    expect([url, status, body.sys]).toEqual([url, 400, { type: 'Error', id: 'BadRequest' }]);
  }
  const unauthorized = await fetch(`${base}?initial=true`);
  expect(unauthorized.status).toBe(401);
  expect(
    (await get(`${server.origin}/spaces/local-space/environments/staging/sync?initial=true`))
      .status,
  ).toBe(404);
});
