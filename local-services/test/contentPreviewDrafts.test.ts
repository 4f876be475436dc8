// Drafts the sample does not have, in a temporary copy of it (never data/ itself): a draft
// asset linked by a published post and by a draft post, an archived entry, a published post with
// unpublished changes. The Delivery API, its Sync API and webhooks never expose a draft, even
// as it is edited; publishing it does; the Preview API shows it all along
// (docs/architecture.md#local-content-service).
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type ContentfulClientApi } from 'contentful';
import {
  publishedOfType,
  readSample,
  SAMPLE_EXPORT_FILE,
  type ExportData,
} from './contentSample.ts';
import { startContentServer, type RunningServer } from './contentServer.ts';
import { startReceiver, type Receiver } from './webhookReceiver.ts';

const SPACE = 'local-space';
const PREVIEW_TOKEN = 'preview-secret';
const DELIVERY_TOKEN = 'delivery-secret';
// The watcher notices within a second; webhooks follow at once.
const NOTICE_MS = 1500;
const NOT_FOUND = 'The resource could not be found.';

const sample = readSample();
const [linking, pending] = publishedOfType(sample, 'blogPost');
const draftPost = sample.entries.find(
  (entry) => entry.fields.slug?.['en-US'] === 'draft-post-not-published',
)!;
const archived = publishedOfType(sample, 'project')[0]!;
const DRAFT_ASSET = 'draftAssetNotPublished';
const DRAFT_NOTE_TITLE = 'A second draft, never published';

let folder: string;
let exportFile: string;
let receiver: Receiver;
let server: RunningServer;
let delivery: ContentfulClientApi<undefined>;
let preview: ContentfulClientApi<undefined>;
let base: string;

function readCopy(): ExportData {
  return JSON.parse(readFileSync(exportFile, 'utf8')) as ExportData;
}

/** Saves the copy the way an editor does: a new file moved over the old one. */
function save(data: ExportData) {
  writeFileSync(`${exportFile}.saving`, JSON.stringify(data, null, 2));
  renameSync(`${exportFile}.saving`, exportFile);
}

const byId = (data: ExportData, id: string) =>
  [...data.entries, ...data.assets].find((document) => document.sys.id === id)!;
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'content-preview-'));
  exportFile = path.join(folder, 'content-export.json');
  cpSync(path.join(path.dirname(SAMPLE_EXPORT_FILE), 'assets'), path.join(folder, 'assets'), {
    recursive: true,
  });
  const data = readSample();
  // A picture uploaded, never published: its file is on disk, its asset a draft.
  const picture = structuredClone(data.assets[0]!);
  // No publishedCounter either, as hand-written exports have it: a draft is at revision 0 anyway.
  const unpublished = ['publishedVersion', 'publishedAt', 'firstPublishedAt', 'publishedCounter'];
  picture.sys = Object.fromEntries(
    Object.entries({ ...picture.sys, id: DRAFT_ASSET, version: 1 }).filter(
      ([key]) => !unpublished.includes(key),
    ),
  ) as typeof picture.sys;
  data.assets.push(picture);
  byId(data, linking!.sys.id).fields.featuredImage = { 'en-US': link(DRAFT_ASSET) };
  byId(data, draftPost.sys.id).fields.featuredImage = { 'en-US': link(DRAFT_ASSET) };
  Object.assign(byId(data, archived.sys.id).sys, { archivedVersion: 4 });
  // Edited since its last publish: the export holds the edited fields and their time.
  Object.assign(byId(data, pending!.sys.id).sys, {
    version: 5,
    updatedAt: '2026-01-01T10:00:00.000Z',
  });
  writeFileSync(exportFile, JSON.stringify(data, null, 2));
  receiver = await startReceiver('/hooks');
  server = await startContentServer({
    CONTENT_EXPORT_FILE: exportFile,
    CONTENT_ACCESS_TOKEN: DELIVERY_TOKEN,
    CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN,
    LOCAL_WEBHOOK_URL: receiver.url,
    CONTENT_WEBHOOK_SECRET: '',
  });
  const sdk = (accessToken: string) =>
    createClient({ space: SPACE, accessToken, host: server.host, insecure: true, retryLimit: 0 });
  delivery = sdk(DELIVERY_TOKEN);
  preview = sdk(PREVIEW_TOKEN);
  base = `${server.origin}/spaces/${SPACE}/environments/master`;
});

afterAll(async () => {
  await server.stop();
  await receiver.close();
  rmSync(folder, { recursive: true, force: true });
});

async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

type Linked = { sys: { type: string }; fields?: { file: { url: string } } };

test('a published post linking a draft asset: delivery leaves the link unresolved, preview resolves it', async () => {
  const url = `${base}/entries?sys.id=${linking!.sys.id}`;
  const delivered = await getJson(url, DELIVERY_TOKEN);
  // Its body's embedded pictures are published: those resolve.
  const included = (delivered.body.includes?.Asset ?? []) as { sys: { id: string } }[];
  expect(included.map((asset) => asset.sys.id)).not.toContain(DRAFT_ASSET);
  expect(delivered.body.errors).toEqual([
    {
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: 'Asset', id: DRAFT_ASSET },
    },
  ]);
  const viaDelivery = await delivery.getEntry(linking!.sys.id);
  expect((viaDelivery.fields.featuredImage as Linked).sys.type).toBe('Link');
  await expect(delivery.getAsset(DRAFT_ASSET)).rejects.toThrow();
  const assets = await delivery.getAssets({ limit: 1000 });
  expect(assets.items.map((asset) => asset.sys.id)).not.toContain(DRAFT_ASSET);

  const viaPreview = await preview.getEntry(linking!.sys.id);
  expect((viaPreview.fields.featuredImage as Linked).sys.type).toBe('Asset');
  expect((await preview.getAsset(DRAFT_ASSET)).sys.revision).toBe(0);
});

test('a draft post linking a draft asset resolves in preview, and the file is served', async () => {
  const { items } = await preview.getEntries({
    content_type: 'blogPost',
    'fields.slug': 'draft-post-not-published',
    locale: 'ka',
  });
  const image = items[0]!.fields.featuredImage as Linked;
  expect(image.sys.type).toBe('Asset');
  const file = await fetch(`http:${image.fields!.file.url}`);
  expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
});

test('archived: served by neither API; pending changes: preview dates them, delivery the publish', async () => {
  for (const client of [delivery, preview]) {
    await expect(client.getEntry(archived.sys.id)).rejects.toThrow(NOT_FOUND);
  }
  const [previewed, delivered] = await Promise.all(
    [preview, delivery].map((client) => client.getEntry(pending!.sys.id)),
  );
  expect(previewed!.sys.updatedAt).toBe('2026-01-01T10:00:00.000Z');
  expect(delivered!.sys.updatedAt).toBe((pending!.sys as { publishedAt?: string }).publishedAt);
  expect(previewed!.sys.revision).toBe(delivered!.sys.revision);
});

test('editing and adding drafts sends no webhook and no delivery sync item; preview shows them at once', async () => {
  const before = await delivery.sync({ initial: true });
  expect(before.entries.map((entry) => entry.sys.id)).not.toContain(draftPost.sys.id);
  const data = readCopy();
  const post = byId(data, draftPost.sys.id);
  post.fields.title = { ...post.fields.title, 'en-US': 'Draft post, revised' };
  const note = structuredClone(post);
  Object.assign(note.sys, { id: 'secondDraftPost' });
  note.fields.slug = { 'en-US': 'second-draft-post' };
  note.fields.title = { 'en-US': DRAFT_NOTE_TITLE };
  data.entries.push(note);
  save(data);
  await new Promise((resolve) => setTimeout(resolve, NOTICE_MS));

  expect(receiver.calls).toEqual([]);
  const after = await delivery.sync({ nextSyncToken: before.nextSyncToken });
  expect([after.entries, after.assets, after.deletedEntries]).toEqual([[], [], []]);
  expect((await preview.getEntry(draftPost.sys.id)).fields.title).toBe('Draft post, revised');
  expect((await preview.getEntry('secondDraftPost')).fields.title).toBe(DRAFT_NOTE_TITLE);
  await expect(delivery.getEntry('secondDraftPost')).rejects.toThrow(NOT_FOUND);

  // Published, the draft reaches delivery, its sync and the webhooks.
  const published = readCopy();
  Object.assign(byId(published, draftPost.sys.id).sys, { version: 3, publishedVersion: 2 });
  save(published);
  const [call] = await receiver.waitForCalls(1, NOTICE_MS);
  expect(call!.headers['x-contentful-topic']).toBe('ContentManagement.Entry.publish');
  expect(JSON.parse(call!.body).sys.id).toBe(draftPost.sys.id);
  const synced = await delivery.sync({ nextSyncToken: after.nextSyncToken });
  expect(synced.entries.map((entry) => entry.sys.id)).toEqual([draftPost.sys.id]);
  expect((await delivery.getEntry(draftPost.sys.id)).fields.title).toBe('Draft post, revised');
  // Its link to the draft asset stays unresolved for delivery until the asset is published.
  const raw = await getJson(`${base}/entries?sys.id=${draftPost.sys.id}`, DELIVERY_TOKEN);
  expect(raw.body.errors?.[0]?.details.id).toBe(DRAFT_ASSET);
  expect(receiver.calls).toHaveLength(1);
});

test('the same token for both APIs stops the start-up', async () => {
  await expect(
    startContentServer({
      CONTENT_EXPORT_FILE: exportFile,
      CONTENT_ACCESS_TOKEN: 'same',
      CONTENT_PREVIEW_TOKEN: 'same',
    }),
  ).rejects.toThrow(/CONTENT_PREVIEW_TOKEN must differ from CONTENT_ACCESS_TOKEN/);
});
