// The local Preview API (docs/architecture.md#local-content-service): the same paths as the
// Delivery API, chosen by token. On the sample, the preview token sees the drafts (a project and
// a post), with their links resolved; the delivery token never does, by any route the site uses.
// Driven by the official `contentful` SDK, and raw HTTP for statuses and sync pages.
import { createClient, type ContentfulClientApi } from 'contentful';
import { readSample, type ExportDocument } from './contentSample.ts';
import { startContentServer, type RunningServer } from './contentServer.ts';

const DELIVERY_TOKEN = 'local-delivery-token';
const PREVIEW_TOKEN = 'local-preview-token';
const SPACE = 'local-space';
const LOCALES = ['en-US', 'ka'] as const;
const sample = readSample();
const isDraft = (document: ExportDocument) => document.sys.publishedVersion === undefined;
const draftOf = (slug: string) =>
  sample.entries.find((entry) => entry.fields.slug?.['en-US'] === slug)!;
const DRAFTS = {
  project: draftOf('draft-project-not-published'),
  blogPost: draftOf('draft-post-not-published'),
};
const draftIds = sample.entries.filter(isDraft).map((entry) => entry.sys.id);
const ofType = (type: string) =>
  sample.entries.filter((entry) => entry.sys.contentType?.sys.id === type);

let server: RunningServer;
let delivery: ContentfulClientApi<undefined>;
let preview: ContentfulClientApi<undefined>;
let base: string;

const sdk = (accessToken: string) =>
  createClient({ space: SPACE, accessToken, host: server.host, insecure: true, retryLimit: 0 });

beforeAll(async () => {
  // Unset, both tokens are their defaults: what the site's preview is configured with.
  server = await startContentServer({
    CONTENT_EXPORT_FILE: '',
    CONTENT_ACCESS_TOKEN: '',
    CONTENT_PREVIEW_TOKEN: '',
  });
  delivery = sdk(DELIVERY_TOKEN);
  preview = sdk(PREVIEW_TOKEN);
  base = `${server.origin}/spaces/${SPACE}/environments/master`;
});

afterAll(() => server.stop());

async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const ids = (items: { sys: { id: string } }[]) => items.map((item) => item.sys.id).sort();

test('the sample holds the two never-published drafts, complete in both languages', () => {
  expect(draftIds.sort()).toEqual([DRAFTS.project.sys.id, DRAFTS.blogPost.sys.id].sort());
  expect(DRAFTS.blogPost.fields.title).toEqual({
    'en-US': 'Draft post (not published)',
    ka: 'პოსტის მონახაზი (გამოუქვეყნებელი)',
  });
  for (const field of ['excerpt', 'content']) {
    expect(Object.keys(DRAFTS.blogPost.fields[field]!)).toEqual([...LOCALES]);
  }
  // Newest of all posts, by creation (the site's order) and by date: a preview lists it first.
  for (const post of ofType('blogPost').filter((post) => post !== DRAFTS.blogPost)) {
    expect(post.sys.createdAt < DRAFTS.blogPost.sys.createdAt).toBe(true);
    expect(
      String(post.fields.publishedDate?.['en-US']) <
        String(DRAFTS.blogPost.fields.publishedDate?.['en-US']),
    ).toBe(true);
  }
});

describe.each(Object.entries(DRAFTS))('the draft %s', (type, draft) => {
  const slug = String(draft.fields.slug?.['en-US']);

  test.each(LOCALES)('preview finds it by slug in %s; delivery does not', async (locale) => {
    const query = { content_type: type, 'fields.slug': slug, locale };
    const previewed = await preview.getEntries(query);
    expect(ids(previewed.items)).toEqual([draft.sys.id]);
    expect(previewed.items[0]!.fields.title).toBe(draft.fields.title?.[locale]);
    expect(previewed.items[0]!.sys.revision).toBe(0);
    const delivered = await delivery.getEntries(query);
    expect(delivered.items).toEqual([]);
    expect(delivered.total).toBe(0);
  });

  test('preview lists it in its collection; delivery lists only the published', async () => {
    const all = ofType(type);
    for (const locale of LOCALES) {
      const previewed = await preview.getEntries({ content_type: type, locale, limit: 1000 });
      expect(ids(previewed.items)).toEqual(ids(all));
      const delivered = await delivery.getEntries({ content_type: type, locale, limit: 1000 });
      expect(ids(delivered.items)).toEqual(ids(all.filter((entry) => !isDraft(entry))));
    }
  });

  test('by id: preview serves it, delivery answers 404 (and the SDK NotFound)', async () => {
    expect((await preview.getEntry(draft.sys.id, { locale: 'ka' })).fields.title).toBe(
      draft.fields.title?.ka,
    );
    expect((await getJson(`${base}/entries/${draft.sys.id}`, PREVIEW_TOKEN)).status).toBe(200);
    const raw = await getJson(`${base}/entries/${draft.sys.id}`, DELIVERY_TOKEN);
    expect([raw.status, raw.body.sys]).toEqual([404, { type: 'Error', id: 'NotFound' }]);
    await expect(delivery.getEntry(draft.sys.id)).rejects.toThrow(
      'The resource could not be found.',
    );
  });
});

test('in preview the draft post is the newest post, as the blog list orders them', async () => {
  const [first] = (
    await preview.getEntries({ content_type: 'blogPost', order: ['-sys.createdAt'], limit: 3 })
  ).items;
  expect(first!.sys.id).toBe(DRAFTS.blogPost.sys.id);
  const featured = await preview.getEntries({
    content_type: 'project',
    'fields.isFeatured': true,
    limit: 1000,
  });
  expect(ids(featured.items)).toContain(DRAFTS.project.sys.id);
  const featuredDelivered = await delivery.getEntries({
    content_type: 'project',
    'fields.isFeatured': true,
    limit: 1000,
  });
  expect(ids(featuredDelivered.items)).not.toContain(DRAFTS.project.sys.id);
});

test('the draft post’s links resolve in preview: featured and embedded images, in ka', async () => {
  const { items } = await preview.getEntries({
    content_type: 'blogPost',
    'fields.slug': 'draft-post-not-published',
    locale: 'ka',
  });
  const image = items[0]!.fields.featuredImage as {
    fields: { title: string; file: { url: string } };
  };
  expect(image.fields.file.url).toMatch(new RegExp(`^//${server.host}/files/`));
  expect(image.fields.title).toMatch(/[\u10D0-\u10FF]/);
  const embedded = (
    items[0]!.fields.content as {
      content: { nodeType: string; data: { target?: { fields?: { file?: unknown } } } }[];
    }
  ).content.find((node) => node.nodeType === 'embedded-asset-block');
  expect(embedded!.data.target!.fields!.file).toEqual(expect.anything());
  const raw = await getJson(
    `${base}/entries?content_type=blogPost&fields.slug=draft-post-not-published`,
    PREVIEW_TOKEN,
  );
  expect(raw.body.errors).toBeUndefined();
  expect(raw.body.includes.Asset.map((asset: { sys: { id: string } }) => asset.sys.id)).toContain(
    raw.body.items[0].fields.featuredImage.sys.id,
  );
});

test('published entries, assets and content types read the same through both APIs', async () => {
  const everyLocale = `${base}/entries?content_type=project&order=sys.id&limit=1000&locale=*`;
  const [previewed, delivered] = await Promise.all([
    getJson(everyLocale, PREVIEW_TOKEN),
    getJson(everyLocale, DELIVERY_TOKEN),
  ]);
  const published = (items: { sys: { id: string } }[]) =>
    items.filter((item) => !draftIds.includes(item.sys.id));
  expect(published(previewed.body.items)).toEqual(delivered.body.items);
  for (const resource of ['assets?limit=1000', 'content_types', 'locales']) {
    const [one, other] = await Promise.all([
      getJson(`${base}/${resource}`, PREVIEW_TOKEN),
      getJson(`${base}/${resource}`, DELIVERY_TOKEN),
    ]);
    expect([resource, one.body]).toEqual([resource, other.body]);
  }
  expect((await preview.getSpace()).sys.id).toBe(SPACE);
});

test('any other token, or none, is refused with 401 AccessTokenInvalid', async () => {
  for (const token of ['wrong', `${PREVIEW_TOKEN}x`, '']) {
    const raw = await getJson(`${base}/entries`, token);
    expect([raw.status, raw.body.sys]).toEqual([401, { type: 'Error', id: 'AccessTokenInvalid' }]);
  }
  const viaParam = await fetch(`${base}/entries?access_token=${PREVIEW_TOKEN}&limit=1`);
  expect(viaParam.status).toBe(200);
  await expect(sdk('wrong').getEntries()).rejects.toMatchObject({ name: 'AccessTokenInvalid' });
});

describe('the Sync API', () => {
  const publishedIds = ids(
    [...sample.entries, ...sample.assets].filter((document) => !isDraft(document)),
  );
  const everyId = ids([...sample.entries, ...sample.assets]);

  test('delivery syncs the published only; preview syncs the drafts too, in every locale', async () => {
    const delivered = await delivery.sync({ initial: true });
    expect(ids([...delivered.entries, ...delivered.assets])).toEqual(publishedIds);
    const previewed = await preview.sync({ initial: true, limit: 9 });
    expect(ids([...previewed.entries, ...previewed.assets])).toEqual(everyId);
    const post = previewed.entries.find((entry) => entry.sys.id === DRAFTS.blogPost.sys.id)!;
    expect(post.fields.title).toEqual(DRAFTS.blogPost.fields.title);
    const posts = await preview.sync({ initial: true, type: 'Entry', content_type: 'blogPost' });
    expect(ids(posts.entries)).toEqual(ids(ofType('blogPost')));
  });

  test('preview supports only the initial sync: its token is refused, as is either API’s in the other', async () => {
    const url = `${base}/sync?initial=true`;
    const previewed = await getJson(url, PREVIEW_TOKEN);
    const delta = await getJson(previewed.body.nextSyncUrl, PREVIEW_TOKEN);
    expect([delta.status, delta.body.sys]).toEqual([400, { type: 'Error', id: 'BadRequest' }]);
    expect(delta.body.message).toMatch(/only the initial sync/);
    const crossed = await getJson(previewed.body.nextSyncUrl, DELIVERY_TOKEN);
    expect(crossed.status).toBe(400);
    const delivered = await getJson(url, DELIVERY_TOKEN);
    expect((await getJson(delivered.body.nextSyncUrl, PREVIEW_TOKEN)).status).toBe(400);
    expect((await getJson(delivered.body.nextSyncUrl, DELIVERY_TOKEN)).status).toBe(200);
  });
});
