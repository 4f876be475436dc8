// Editing the served export is a publish (docs/architecture.md#local-content-service): the
// server notices on its own, serves the new content, reports it through the Sync API (driven by
// the official `contentful` SDK) and sends Contentful's signed webhooks. The export edited is a
// working copy made by CONTENT_EXPORT_COPY_DIR in a temporary folder, never data/ itself.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyRequest } from '@contentful/node-apps-toolkit';
import { createClient, type ContentfulClientApi } from 'contentful';
import {
  en,
  publishedOfType,
  readSample,
  SAMPLE_EXPORT_FILE,
  type ExportData,
} from './contentSample.ts';
import { startContentServer, type RunningServer } from './contentServer.ts';
import { startReceiver, type Receiver, type ReceivedCall } from './webhookReceiver.ts';

const TOKEN = 'local-delivery-token';
const SPACE = 'local-space';
const SECRET = 'a'.repeat(32) + 'b'.repeat(32);
// The watcher must notice within a second; the rest is the calls' own time on a busy machine.
const NOTICE_MS = 1500;

const sampleText = readFileSync(SAMPLE_EXPORT_FILE, 'utf8');
const sample = readSample();
const posts = publishedOfType(sample, 'blogPost');
const [edited, unpublished, deleted] = posts.slice(0, 3).map((post) => post.sys.id) as [
  string,
  string,
  string,
];
const archivedAsset = sample.assets[0]!.sys.id;
const NEW_TITLE = 'Sprinkler maintenance, revised';
// The SDK asks entries?sys.id=… for one entry and reports the empty answer as its own NotFound.
const NOT_FOUND = 'The resource could not be found.';

let folder: string;
let copyFile: string;
let receiver: Receiver;
let server: RunningServer;
let client: ContentfulClientApi<undefined>;

const serverEnv = () => ({
  CONTENT_EXPORT_FILE: '',
  CONTENT_EXPORT_COPY_DIR: path.join(folder, 'copy'),
  CONTENT_ACCESS_TOKEN: TOKEN,
  LOCAL_WEBHOOK_URL: receiver.url,
  CONTENT_WEBHOOK_SECRET: SECRET,
});

const sdkFor = (running: RunningServer) =>
  createClient({
    space: SPACE,
    accessToken: TOKEN,
    host: running.host,
    insecure: true,
    retryLimit: 0,
  });

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'content-publish-'));
  copyFile = path.join(folder, 'copy', 'content-export.json');
  receiver = await startReceiver('/hooks/content?source=local');
  server = await startContentServer(serverEnv());
  client = sdkFor(server);
});

afterAll(async () => {
  await server.stop();
  await receiver.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Edits the working copy the way an editor saves: a new file moved over the old one. */
function editCopy(change: (data: ExportData) => void) {
  const data = JSON.parse(readFileSync(copyFile, 'utf8')) as ExportData;
  change(data);
  const saved = `${copyFile}.saving`;
  writeFileSync(saved, JSON.stringify(data, null, 2));
  renameSync(saved, copyFile);
}

const ids = (items: { sys: { id: string } }[]) => items.map((item) => item.sys.id).sort();
const published = (data: ExportData, kind: 'entries' | 'assets') =>
  data[kind].filter((document) => document.sys.publishedVersion !== undefined);
const callFor = (calls: ReceivedCall[], id: string) =>
  calls.find((call) => (JSON.parse(call.body) as { sys: { id: string } }).sys.id === id)!;
const signedRequest = (call: ReceivedCall) => ({
  method: 'POST' as const,
  path: call.path,
  headers: call.headers,
  body: call.body,
});

type Synced = Awaited<ReturnType<ContentfulClientApi<undefined>['sync']>>;
let initial: Synced;
let afterEdit: Synced;
let calls: ReceivedCall[];

test('CONTENT_EXPORT_COPY_DIR copies the export with its asset files and serves the copy', async () => {
  expect(readFileSync(copyFile, 'utf8')).toBe(sampleText);
  expect(existsSync(path.join(folder, 'copy', 'assets', 'sprinklers.svg'))).toBe(true);
  const { items } = await client.getEntries({ content_type: 'blogPost', limit: 1000 });
  expect(items).toHaveLength(posts.length);
});

test('an initial sync, in pages or not, sends every served entry and asset in every locale', async () => {
  initial = await client.sync({ initial: true });
  expect(ids(initial.entries)).toEqual(ids(published(sample, 'entries')));
  expect(ids(initial.assets)).toEqual(ids(published(sample, 'assets')));
  expect(initial.deletedEntries).toEqual([]);
  const post = initial.entries.find((entry) => entry.sys.id === edited)!;
  const fields = post.fields as Record<string, Record<string, unknown>>;
  expect(fields.title).toEqual(posts[0]!.fields.title);
  expect(Object.keys(fields.title!)).toEqual(['en-US', 'ka']);
  expect(post.sys.contentType.sys.id).toBe('blogPost');
  expect(initial.nextSyncToken).toEqual(expect.any(String));

  const paged = await client.sync({ initial: true, limit: 7 });
  expect(ids(paged.entries)).toEqual(ids(initial.entries));
  const posts7 = await client.sync({ initial: true, type: 'Entry', content_type: 'blogPost' });
  expect(ids(posts7.entries)).toEqual(ids(posts));
  expect(posts7.assets).toEqual([]);
});

test('an edit is noticed within a second and sent as signed webhooks, once the content is served', async () => {
  editCopy((data) => {
    const post = data.entries.find((entry) => entry.sys.id === edited)!;
    post.fields.title = { ...post.fields.title, 'en-US': NEW_TITLE };
    delete data.entries.find((entry) => entry.sys.id === unpublished)!.sys.publishedVersion;
    data.entries = data.entries.filter((entry) => entry.sys.id !== deleted);
    Object.assign(data.assets.find((asset) => asset.sys.id === archivedAsset)!.sys, {
      archivedAt: '2026-01-01T00:00:00.000Z',
      archivedVersion: 4,
    });
  });
  // No request reaches the server before the calls arrive: the watcher noticed on its own.
  calls = await receiver.waitForCalls(4, NOTICE_MS);
  const topics = calls.map((call) => call.headers['x-contentful-topic']).sort();
  expect(topics).toEqual([
    'ContentManagement.Asset.archive',
    'ContentManagement.Entry.delete',
    'ContentManagement.Entry.publish',
    'ContentManagement.Entry.unpublish',
  ]);
  for (const call of calls) {
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/hooks/content?source=local');
    expect(call.headers['content-type']).toBe('application/vnd.contentful.management.v1+json');
    expect(call.headers['x-contentful-webhook-name']).toBe('local-services');
    expect(call.headers['x-contentful-signed-headers']).toContain('x-contentful-topic');
    expect(verifyRequest(SECRET, signedRequest(call), 0)).toBe(true);
    const tampered = call.body.replace(/.$/, call.body.endsWith('}') ? ' ' : '}');
    expect(verifyRequest(SECRET, { ...signedRequest(call), body: tampered }, 0)).toBe(false);
  }
});

test('webhook bodies are the entities as the Management API shows them', () => {
  const body = (id: string) => JSON.parse(callFor(calls, id).body);
  const publish = body(edited);
  expect(publish.sys).toMatchObject({
    type: 'Entry',
    id: edited,
    version: (posts[0]!.sys as { version?: number }).version,
    publishedVersion: posts[0]!.sys.publishedVersion,
    space: { sys: { type: 'Link', linkType: 'Space', id: SPACE } },
    environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blogPost' } },
  });
  expect(publish.fields.title).toEqual({ 'en-US': NEW_TITLE, ka: posts[0]!.fields.title!.ka });
  for (const id of [unpublished, deleted]) {
    expect(body(id).sys).toMatchObject({
      type: 'DeletedEntry',
      id,
      contentType: { sys: { id: 'blogPost' } },
      deletedAt: expect.any(String),
    });
    expect(body(id).fields).toBeUndefined();
  }
  expect(body(archivedAsset).sys).toMatchObject({ type: 'Asset', archivedVersion: 4 });
});

test('a sync from the last token reports the edit, and the Delivery API serves it', async () => {
  afterEdit = await client.sync({ nextSyncToken: initial.nextSyncToken });
  expect(ids(afterEdit.entries)).toEqual([edited]);
  expect((afterEdit.entries[0]!.fields as { title: unknown }).title).toMatchObject({
    'en-US': NEW_TITLE,
  });
  expect(ids(afterEdit.deletedEntries)).toEqual([unpublished, deleted].sort());
  expect(afterEdit.deletedEntries[0]!.sys.type).toBe('DeletedEntry');
  expect(ids(afterEdit.deletedAssets)).toEqual([archivedAsset]);
  expect(afterEdit.assets).toEqual([]);

  expect((await client.getEntry(edited)).fields.title).toBe(NEW_TITLE);
  await expect(client.getEntry(unpublished)).rejects.toThrow(NOT_FOUND);
  await expect(client.getEntry(deleted)).rejects.toThrow(NOT_FOUND);
  const { total } = await client.getEntries({ content_type: 'blogPost' });
  expect(total).toBe(posts.length - 2);

  const nothing = await client.sync({ nextSyncToken: afterEdit.nextSyncToken });
  expect([nothing.entries, nothing.deletedEntries, nothing.assets]).toEqual([[], [], []]);
});

test('a broken export keeps the previous content until it is fixed', async () => {
  writeFileSync(copyFile, '{ "entries": [');
  await new Promise((resolve) => setTimeout(resolve, NOTICE_MS));
  expect((await client.getEntry(edited)).fields.title).toBe(NEW_TITLE);
  expect(receiver.calls).toHaveLength(4);

  const data = JSON.parse(sampleText) as ExportData;
  data.entries = data.entries.filter((entry) => entry.sys.id !== deleted);
  writeFileSync(copyFile, JSON.stringify(data));
  await receiver.waitForCalls(7, NOTICE_MS);
  const fixed = await client.sync({ nextSyncToken: afterEdit.nextSyncToken });
  expect(ids(fixed.entries)).toEqual([edited, unpublished].sort());
  expect(ids(fixed.assets)).toEqual([archivedAsset]);
  expect(
    en(
      sample.entries.find((entry) => entry.sys.id === edited)!,
      'title',
    ),
  ).toBe((await client.getEntry(edited)).fields.title);
});

test('a restart keeps the edited copy and refuses the old run’s sync tokens', async () => {
  await server.stop();
  server = await startContentServer(serverEnv());
  client = sdkFor(server);
  await expect(client.getEntry(deleted)).rejects.toThrow(NOT_FOUND);
  const stale = await fetch(
    `${server.origin}/spaces/${SPACE}/environments/master/sync?sync_token=${afterEdit.nextSyncToken}`,
    { headers: { Authorization: `Bearer ${TOKEN}` } },
  );
  expect(stale.status).toBe(400);
  expect(await stale.json()).toMatchObject({ sys: { type: 'Error', id: 'BadRequest' } });
  // The SDK passes sync errors on as they come (axios's), not as its named errors.
  await expect(client.sync({ nextSyncToken: afterEdit.nextSyncToken })).rejects.toMatchObject({
    response: { status: 400, data: { sys: { id: 'BadRequest' } } },
  });
});
