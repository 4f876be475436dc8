// The local Content Delivery API, driven by the official `contentful` SDK (and raw HTTP for
// status codes and headers) against the real server on an ephemeral port.
import { createClient, type ContentfulClientApi } from 'contentful';
import { startContentServer, type RunningServer } from './contentServer.ts';
import {
  en,
  GEORGIAN,
  newestFirst,
  publishedOfType,
  readSample,
  type ExportDocument,
} from './contentSample.ts';

const TOKEN = 'local-delivery-token';
const SPACE = 'local-space';
const sample = readSample();
const projects = publishedOfType(sample, 'project');
const posts = publishedOfType(sample, 'blogPost');

let server: RunningServer;
let client: ContentfulClientApi<undefined>;
let base: string;

beforeAll(async () => {
  server = await startContentServer({ CONTENT_EXPORT_FILE: '', CONTENT_ACCESS_TOKEN: TOKEN });
  client = createClient({
    space: SPACE,
    accessToken: TOKEN,
    host: server.host,
    insecure: true,
    retryLimit: 0,
  });
  base = `${server.origin}/spaces/${SPACE}/environments/master`;
});

afterAll(() => server.stop());

const auth = { Authorization: `Bearer ${TOKEN}` };

async function getJson(url: string, headers: Record<string, string> = auth) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const ids = (items: { sys: { id: string } }[]) => items.map((item) => item.sys.id);
const idsOf = (documents: ExportDocument[]) => documents.map((document) => document.sys.id);

describe('space and locales', () => {
  test('the space lists en-US (default) and ka falling back to en-US', async () => {
    const space = await client.getSpace();
    expect(space.sys.id).toBe(SPACE);
    expect(
      space.locales.map(({ code, default: isDefault, fallbackCode }) => [
        code,
        isDefault,
        fallbackCode,
      ]),
    ).toEqual([
      ['en-US', true, null],
      ['ka', false, 'en-US'],
    ]);
  });

  test('the environment lists its locales', async () => {
    const locales = await client.getLocales();
    expect(locales.items.map((locale) => locale.code)).toEqual(['en-US', 'ka']);
    expect(locales.items[1]?.fallbackCode).toBe('en-US');
  });

  test('content types are served', async () => {
    const types = await client.getContentTypes();
    expect(types.items.map((type) => type.sys.id).sort()).toEqual(['blogPost', 'project']);
    const project = await client.getContentType('project');
    expect(project.fields.map((field) => field.id)).toEqual(
      expect.arrayContaining([
        'slug',
        'title',
        'featuredImage',
        'status',
        'isFeatured',
        'client',
        'area',
        'services',
      ]),
    );
  });
});

describe('entries', () => {
  test('only published entries of the content type, in the asked locale', async () => {
    const inLocale = (locale: string) =>
      client.getEntries({ content_type: 'project', locale, limit: 1000 });
    const [english, georgian] = await Promise.all([inLocale('en-US'), inLocale('ka')]);
    expect(english.total).toBe(projects.length);
    expect(georgian.total).toBe(projects.length);
    expect(ids(english.items).sort()).toEqual(idsOf(projects).sort());
    const sample = english.items[0];
    const georgianTwin = georgian.items.find((item) => item.sys.id === sample?.sys.id);
    expect(sample?.sys.locale).toBe('en-US');
    expect(georgianTwin?.sys.locale).toBe('ka');
    expect(String(sample?.fields.title)).not.toMatch(GEORGIAN);
    expect(String(georgianTwin?.fields.title)).toMatch(GEORGIAN);
  });

  test('fields that are not localized (slug, status) fall back to en-US in ka', async () => {
    const { items } = await client.getEntries({
      content_type: 'project',
      locale: 'ka',
      limit: 1000,
    });
    for (const item of items) {
      const source = projects.find((project) => project.sys.id === item.sys.id);
      expect(source).toBeDefined();
      if (!source) continue;
      expect(item.fields.slug).toBe(en(source, 'slug'));
      expect(item.fields.status).toBe(en(source, 'status'));
    }
  });

  test('multi-key order: status descending, then newest first', async () => {
    const { items } = await client.getEntries({
      content_type: 'project',
      order: ['-fields.status', '-sys.createdAt'],
      limit: 1000,
    });
    const expected = [...projects].sort((a, b) => {
      const [sa, sb] = [String(en(a, 'status')), String(en(b, 'status'))];
      return sa === sb ? newestFirst(a, b) : sa < sb ? 1 : -1;
    });
    expect(ids(items)).toEqual(idsOf(expected));
    expect(items[0]?.fields.status).toBe('ongoing');
    expect(items.at(-1)?.fields.status).toBe('completed');
  });

  test('ascending order on a field and on sys', async () => {
    const { items } = await client.getEntries({
      content_type: 'blogPost',
      order: ['fields.publishedDate'],
    });
    const dates = items.map((item) => String(item.fields.publishedDate));
    expect(dates).toEqual([...dates].sort());
    const bySys = await client.getEntries({ content_type: 'blogPost', order: ['sys.createdAt'] });
    expect(ids(bySys.items)).toEqual(idsOf([...posts].sort(newestFirst).reverse()));
  });

  test('limit defaults to 100; skip and total page through the results', async () => {
    const all = await client.getEntries({ content_type: 'project' });
    expect(all.limit).toBe(100);
    expect(all.skip).toBe(0);
    const page = await client.getEntries({
      content_type: 'project',
      order: ['-sys.createdAt'],
      limit: 12,
      skip: 24,
    });
    expect(page.total).toBe(projects.length);
    expect(page.skip).toBe(24);
    expect(page.limit).toBe(12);
    expect(page.items).toHaveLength(projects.length - 24);
    const everything = await client.getEntries({ limit: 1000 });
    expect(everything.total).toBe(projects.length + posts.length);
    const none = await client.getEntries({ content_type: 'project', limit: 0 });
    expect(none.items).toHaveLength(0);
    expect(none.total).toBe(projects.length);
  });

  test('equality, and "contains" on an Array field', async () => {
    const ongoing = await client.getEntries({
      content_type: 'project',
      'fields.status': 'ongoing',
      limit: 1000,
    });
    expect(ongoing.total).toBe(
      projects.filter((project) => en(project, 'status') === 'ongoing').length,
    );
    const withSprinklers = await client.getEntries({
      content_type: 'project',
      locale: 'en-US',
      'fields.services': 'Sprinkler system',
      limit: 1000,
    });
    const expected = projects.filter((project) =>
      ((project.fields.services?.['en-US'] as string[] | undefined) ?? []).includes(
        'Sprinkler system',
      ),
    );
    expect(withSprinklers.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(3);
    const georgian = await client.getEntries({
      content_type: 'project',
      locale: 'ka',
      'fields.services': 'სპრინკლერული სისტემა',
      limit: 1000,
    });
    expect(ids(georgian.items).sort()).toEqual(idsOf(expected).sort());
  });

  test('[ne], [in], [nin], [exists] and sys.id', async () => {
    const [first, second] = idsOf(posts);
    if (!first || !second) throw new Error('fewer than two posts');
    const notFirst = await client.getEntries({
      content_type: 'blogPost',
      'sys.id[ne]': first,
      limit: 1000,
    });
    expect(ids(notFirst.items)).not.toContain(first);
    expect(notFirst.total).toBe(posts.length - 1);
    const both = await client.getEntries({ 'sys.id[in]': [first, second] });
    expect(ids(both.items).sort()).toEqual([first, second].sort());
    const neither = await client.getEntries({
      content_type: 'blogPost',
      'sys.id[nin]': [first, second],
      limit: 1000,
    });
    expect(neither.total).toBe(posts.length - 2);
    const one = await client.getEntries({ 'sys.id': first });
    expect(ids(one.items)).toEqual([first]);
    const notDesign = await client.getEntries({
      content_type: 'project',
      'fields.status[nin]': 'ongoing,completed',
    });
    expect(notDesign.items.every((item) => item.fields.status === 'design')).toBe(true);
    expect(notDesign.total).toBeGreaterThan(0);
    const withClient = await client.getEntries({
      content_type: 'project',
      'fields.client[exists]': true,
      limit: 1000,
    });
    const withoutClient = await client.getEntries({
      content_type: 'project',
      'fields.client[exists]': false,
      limit: 1000,
    });
    expect(withoutClient.total).toBe(projects.filter((project) => !project.fields.client).length);
    expect(withoutClient.total).toBeGreaterThan(0);
    expect(withClient.total + withoutClient.total).toBe(projects.length);
    const featured = await client.getEntries({
      content_type: 'blogPost',
      'fields.isFeatured': true,
    });
    expect(featured.total).toBe(1);
  });

  test('a single entry by id, in a locale', async () => {
    const [post] = posts;
    if (!post) throw new Error('no posts');
    const entry = await client.getEntry(post.sys.id, { locale: 'ka' });
    expect(entry.fields.title).toBe(post.fields.title?.ka);
    const raw = await getJson(`${base}/entries/${post.sys.id}?locale=ka`);
    expect(raw.status).toBe(200);
    expect(raw.body.fields.slug).toBe(en(post, 'slug'));
  });
});

describe('links and assets', () => {
  test('include resolves featured images (files on this server) and embedded images', async () => {
    const entries = await client.getEntries({ content_type: 'blogPost', locale: 'ka', limit: 3 });
    const [first] = entries.items;
    const image = first?.fields.featuredImage as {
      fields: { title: string; file: { url: string; details: { image: { width: number } } } };
    };
    expect(image.fields.file.url).toMatch(
      new RegExp(`^//${server.host}/files/[A-Za-z0-9]+/[a-z-]+\\.svg$`),
    );
    expect(image.fields.title).toMatch(GEORGIAN);
    expect(image.fields.file.details.image.width).toBe(1200);
    const raw = await getJson(`${base}/entries?content_type=blogPost&limit=3`);
    expect(raw.body.includes.Asset.length).toBeGreaterThan(0);
    expect(raw.body.errors).toBeUndefined();
  });

  test('include=0 leaves links unresolved; include above 10 is a BadRequest', async () => {
    const raw = await getJson(`${base}/entries?content_type=blogPost&limit=3&include=0`);
    expect(raw.body.includes).toBeUndefined();
    expect(raw.body.items[0].fields.featuredImage.sys.type).toBe('Link');
    const tooDeep = await getJson(`${base}/entries?include=11`);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.sys).toEqual({ type: 'Error', id: 'BadRequest' });
  });

  test('a link to a missing asset is listed in errors and stays a link', async () => {
    const raw = await getJson(
      `${base}/entries?content_type=project&fields.slug=kobuleti-apartments`,
    );
    expect(raw.body.errors).toEqual([
      {
        sys: { id: 'notResolvable', type: 'error' },
        details: {
          type: 'Link',
          linkType: 'Asset',
          id: raw.body.items[0].fields.featuredImage.sys.id,
        },
      },
    ]);
    const viaSdk = await client.getEntries({
      content_type: 'project',
      'fields.slug': 'kobuleti-apartments',
    });
    expect((viaSdk.items[0]?.fields.featuredImage as { sys: { type: string } }).sys.type).toBe(
      'Link',
    );
  });

  test('assets, one asset, and every locale at once', async () => {
    const assets = await client.getAssets({ locale: 'ka', limit: 1000 });
    expect(assets.total).toBe(sample.assets.length);
    const [asset] = sample.assets;
    if (!asset) throw new Error('no assets');
    const one = await client.getAsset(asset.sys.id);
    expect(one.fields.title).toBe(en(asset, 'title'));
    const all = await getJson(`${base}/assets/${asset.sys.id}?locale=*`);
    expect(all.body.fields.title).toEqual(asset.fields.title);
    expect(all.body.fields.file['en-US'].url).toContain(`//${server.host}/files/`);
  });

  test('asset files: content type, caching, Images API parameters, 304 and 404', async () => {
    const { items } = await client.getAssets({ limit: 1 });
    const file = (items[0]?.fields.file as { url: string }).url;
    const url = `http:${file}`;
    const sized = `${url}?w=400&h=300&fm=webp&q=75`;
    const response = await fetch(sized);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const body = await response.text();
    expect(body.startsWith('<svg')).toBe(true);
    // Sized as asked (the sample art is 1200×800): the browser sees the srcset width it chose.
    expect(/<svg\b[^>]*>/.exec(body)?.[0]).toContain('width="400" height="267"');
    expect((await fetch(`${url}?w=5000`)).status).toBe(400);
    expect((await fetch(`${url}?fm=bmp`)).status).toBe(400);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // Each size is its own file to a cache: its own ETag.
    const again = await fetch(sized, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(200);
    const head = await fetch(sized, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect((await fetch(`${server.origin}/files/nope/missing.svg`)).status).toBe(404);
    expect((await fetch(`${server.origin}/files/../../package.json`)).status).toBe(404);
  });
});

describe('errors', () => {
  const expectError = async (
    url: string,
    status: number,
    id: string,
    headers?: Record<string, string>,
  ) => {
    const result = await getJson(url, headers);
    expect(result.status).toBe(status);
    expect(result.body.sys).toEqual({ type: 'Error', id });
    expect(typeof result.body.message).toBe('string');
    expect(result.headers.get('content-type')).toContain('json');
    return result.body;
  };

  test('401 AccessTokenInvalid for a wrong or missing token; the query parameter works too', async () => {
    await expectError(`${base}/entries`, 401, 'AccessTokenInvalid', {
      Authorization: 'Bearer wrong',
    });
    await expectError(`${base}/entries`, 401, 'AccessTokenInvalid', {});
    const viaParam = await getJson(`${base}/entries?access_token=${TOKEN}&limit=1`, {});
    expect(viaParam.status).toBe(200);
    const badClient = createClient({
      space: SPACE,
      accessToken: 'wrong',
      host: server.host,
      insecure: true,
      retryLimit: 0,
    });
    await expect(badClient.getEntries()).rejects.toMatchObject({ name: 'AccessTokenInvalid' });
  });

  test('404 NotFound for an unknown space, environment, entry, asset or path', async () => {
    await expectError(`${server.origin}/spaces/other-space`, 404, 'NotFound');
    await expectError(
      `${server.origin}/spaces/${SPACE}/environments/staging/entries`,
      404,
      'NotFound',
    );
    const body = await expectError(`${base}/entries/does-not-exist`, 404, 'NotFound');
    expect(body.details).toMatchObject({ type: 'Entry', id: 'does-not-exist' });
    await expectError(`${base}/assets/does-not-exist`, 404, 'NotFound');
    await expectError(`${base}/content_types/nothing`, 404, 'NotFound');
    await expectError(`${base}/webhooks`, 404, 'NotFound');
    // The SDK asks entries?sys.id=… and reports the empty answer as its own NotFound.
    await expect(client.getEntry('does-not-exist')).rejects.toThrow(
      'The resource could not be found.',
    );
  });

  test('400 InvalidQuery for unknown fields, unknown content types and fields without one', async () => {
    const unknownField = await expectError(
      `${base}/entries?content_type=project&fields.colour=red`,
      400,
      'InvalidQuery',
    );
    expect(unknownField.details.errors[0]).toMatchObject({
      name: 'unknown',
      path: ['fields', 'colour'],
    });
    await expectError(
      `${base}/entries?content_type=project&order=fields.colour`,
      400,
      'InvalidQuery',
    );
    await expectError(`${base}/entries?order=-fields.status`, 400, 'InvalidQuery');
    await expectError(`${base}/entries?fields.status=ongoing`, 400, 'InvalidQuery');
    await expectError(`${base}/entries?content_type=robot`, 400, 'InvalidQuery');
    await expectError(
      `${base}/entries?content_type=project&order=fields.services`,
      400,
      'InvalidQuery',
    );
    await expectError(
      `${base}/entries?content_type=project&fields.status[near]=x`,
      400,
      'InvalidQuery',
    );
    await expectError(`${base}/entries?order=sys.colour`, 400, 'InvalidQuery');
    await expect(
      client.getEntries({ content_type: 'project', 'fields.colour': 'red' }),
    ).rejects.toMatchObject({ name: 'InvalidQuery' });
  });

  test('400 BadRequest for a bad limit, skip or locale', async () => {
    await expectError(`${base}/entries?limit=1001`, 400, 'BadRequest');
    await expectError(`${base}/entries?limit=-1`, 400, 'BadRequest');
    await expectError(`${base}/entries?limit=ten`, 400, 'BadRequest');
    await expectError(`${base}/entries?skip=-5`, 400, 'BadRequest');
    const locale = await expectError(`${base}/entries?locale=fr`, 400, 'BadRequest');
    expect(locale.message).toContain('fr');
    await expectError(
      `${base}/entries?content_type=project&fields.client[exists]=maybe`,
      400,
      'BadRequest',
    );
    const maximum = await getJson(`${base}/entries?limit=1000`);
    expect(maximum.status).toBe(200);
    await expect(client.getEntries({ locale: 'fr' })).rejects.toMatchObject({ name: 'BadRequest' });
  });
});

describe('CORS', () => {
  test('preflight allows authorization and x-contentful-user-agent from the site', async () => {
    const response = await fetch(`${base}/entries`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-contentful-user-agent',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('x-contentful-user-agent');
  });

  test('responses (errors included) carry the CORS origin', async () => {
    const ok = await fetch(`${base}/entries?limit=1`, {
      headers: { ...auth, Origin: 'http://localhost:8080' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const denied = await fetch(`${base}/entries`, { headers: { Origin: 'http://localhost:8080' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });
});
