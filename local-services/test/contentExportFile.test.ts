// CONTENT_EXPORT_FILE serves an operator's own export: other space, token, content types and
// locales; files downloaded with `contentful space export --download-assets`; nested links.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type ContentfulClientApi, type Entry } from 'contentful';
import { startContentServer, type RunningServer } from './contentServer.ts';

const SPACE = 'operator-space';
const TOKEN = 'operator-token';
const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
const entry = (
  id: string,
  createdAt: string,
  fields: Record<string, unknown>,
  published = true,
) => ({
  sys: {
    id,
    type: 'Entry',
    createdAt,
    updatedAt: createdAt,
    version: published ? 2 : 1,
    ...(published ? { publishedVersion: 1 } : {}),
    contentType: link('ContentType', 'note'),
  },
  fields,
});
const asset = (id: string, fileName: string, url: string) => ({
  sys: { id, type: 'Asset', createdAt: '2024-01-01T00:00:00Z', version: 2, publishedVersion: 1 },
  fields: {
    title: { 'en-US': `Picture ${id}`, ka: `სურათი ${id}` },
    file: { 'en-US': { url, fileName, contentType: 'image/svg+xml', details: { size: 40 } } },
  },
});

function exportData(extraEntries: unknown[] = []) {
  return {
    contentTypes: [
      {
        sys: { id: 'note', type: 'ContentType' },
        name: 'Note',
        displayField: 'title',
        fields: [
          { id: 'title', name: 'Title', type: 'Symbol', localized: true, required: true },
          { id: 'rank', name: 'Rank', type: 'Integer', localized: false, required: false },
          {
            id: 'related',
            name: 'Related',
            type: 'Link',
            linkType: 'Entry',
            localized: false,
            required: false,
          },
          {
            id: 'image',
            name: 'Image',
            type: 'Link',
            linkType: 'Asset',
            localized: false,
            required: false,
          },
        ],
      },
    ],
    locales: [
      { code: 'en-US', name: 'English', default: true, fallbackCode: null },
      { code: 'ka', name: 'Georgian', default: false, fallbackCode: 'en-US' },
    ],
    assets: [
      asset('local', 'photo.svg', '//images.ctfassets.net/operator-space/local/abc123/photo.svg'),
      asset(
        'remote',
        'remote.svg',
        '//images.ctfassets.net/operator-space/remote/def456/remote.svg',
      ),
    ],
    entries: [
      entry('a', '2024-03-01T00:00:00Z', {
        title: { 'en-US': 'First note', ka: 'პირველი ჩანაწერი' },
        rank: { 'en-US': 2 },
        related: { 'en-US': link('Entry', 'b') },
        image: { 'en-US': link('Asset', 'local') },
      }),
      entry('b', '2024-02-01T00:00:00Z', {
        title: { 'en-US': 'Only in English' },
        rank: { 'en-US': 10 },
        related: { 'en-US': link('Entry', 'c') },
        image: { 'en-US': link('Asset', 'remote') },
      }),
      entry('c', '2024-01-01T00:00:00Z', {
        title: { 'en-US': 'Third', ka: 'მესამე' },
        related: { 'en-US': link('Entry', 'gone') },
      }),
      entry('draft', '2024-04-01T00:00:00Z', { title: { 'en-US': 'Draft' } }, false),
      ...extraEntries,
    ],
  };
}

let folder: string;
let exportFile: string;
let server: RunningServer;
let client: ContentfulClientApi<undefined>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'content-export-'));
  exportFile = path.join(folder, 'export.json');
  writeFileSync(exportFile, JSON.stringify(exportData()));
  const downloaded = path.join(folder, 'images.ctfassets.net/operator-space/local/abc123');
  mkdirSync(downloaded, { recursive: true });
  writeFileSync(path.join(downloaded, 'photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startContentServer({
    CONTENT_EXPORT_FILE: exportFile,
    CONTENT_SPACE: SPACE,
    CONTENT_ACCESS_TOKEN: TOKEN,
  });
  client = createClient({
    space: SPACE,
    accessToken: TOKEN,
    host: server.host,
    insecure: true,
    retryLimit: 0,
  });
});

afterAll(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

const titles = (items: Entry[]) => items.map((item) => item.fields.title);

test('serves the other export with its own space and token; the sample token is refused', async () => {
  const { items, total } = await client.getEntries({
    content_type: 'note',
    order: ['-sys.createdAt'],
  });
  expect(total).toBe(3);
  expect(titles(items)).toEqual(['First note', 'Only in English', 'Third']);
  const sampleToken = await fetch(`${server.origin}/spaces/${SPACE}/entries`, {
    headers: { Authorization: 'Bearer local-delivery-token' },
  });
  expect(sampleToken.status).toBe(401);
  const sampleSpace = await fetch(`${server.origin}/spaces/local-space`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(sampleSpace.status).toBe(404);
});

test('a missing ka value falls back to en-US', async () => {
  const { items } = await client.getEntries({
    content_type: 'note',
    locale: 'ka',
    order: ['-sys.createdAt'],
  });
  expect(titles(items)).toEqual(['პირველი ჩანაწერი', 'Only in English', 'მესამე']);
  expect(items.map((item) => item.fields.rank)).toEqual([2, 10, undefined]);
});

test('numbers order numerically; missing values sort last', async () => {
  const { items } = await client.getEntries({ content_type: 'note', order: ['fields.rank'] });
  expect(titles(items)).toEqual(['First note', 'Only in English', 'Third']);
  const filtered = await client.getEntries({ content_type: 'note', 'fields.rank[gte]': 5 });
  expect(titles(filtered.items)).toEqual(['Only in English']);
});

test('include follows links level by level and reports unresolvable ones', async () => {
  const base = `${server.origin}/spaces/${SPACE}/environments/master/entries?sys.id=a`;
  const headers = { Authorization: `Bearer ${TOKEN}` };
  const one = await (await fetch(`${base}&include=1`, { headers })).json();
  expect(one.includes.Entry.map((item: Entry) => item.sys.id)).toEqual(['b']);
  const three = await (await fetch(`${base}&include=3`, { headers })).json();
  expect(three.includes.Entry.map((item: Entry) => item.sys.id)).toEqual(['b', 'c']);
  expect(three.errors).toEqual([
    {
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: 'Entry', id: 'gone' },
    },
  ]);
  const viaSdk = await client.getEntries({ 'sys.id': 'a', include: 2 });
  const related = viaSdk.items[0]?.fields.related as Entry;
  expect((related.fields.related as Entry).fields.title).toBe('Third');
});

test('downloaded asset files are served here; files not downloaded keep their Contentful url', async () => {
  const local = await client.getAsset('local');
  const url = (local.fields.file as { url: string }).url;
  expect(url).toBe(`//${server.host}/files/local/photo.svg`);
  const file = await fetch(`http:${url}`);
  expect(file.status).toBe(200);
  expect(await file.text()).toContain('<svg');
  const remote = await client.getAsset('remote');
  expect((remote.fields.file as { url: string }).url).toBe(
    '//images.ctfassets.net/operator-space/remote/def456/remote.svg',
  );
});

test('an edited export is served without a restart', async () => {
  writeFileSync(
    exportFile,
    JSON.stringify(
      exportData([entry('d', '2024-05-01T00:00:00Z', { title: { 'en-US': 'Added later' } })]),
    ),
  );
  const { items } = await client.getEntries({ content_type: 'note', order: ['-sys.createdAt'] });
  expect(titles(items)[0]).toBe('Added later');
});
