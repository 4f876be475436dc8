// Behaviour around the requests: failures give empty results
// (docs/product.md#behaviour-on-failures), identical concurrent requests go out once, featured fill
// when few are featured, and the image helpers.
import {
  contentClient,
  getEntries,
  startAfterContentChange,
  type RawCollection,
  type RawEntry,
} from './contentClient';
import {
  absoluteAssetUrl,
  fetchBlogPage,
  fetchBlogTeaser,
  fetchFeaturedPost,
  fetchFeaturedProjects,
  fetchPostBySlug,
  fetchProjectBySlug,
  fetchProjectsPage,
  fetchRelatedPosts,
  fetchRelatedProjects,
  fetchSidebarPosts,
  imageUrl,
  normalizePage,
  toContentImage,
} from './index';
import { startContentServer, useContentConfig, type RunningServer } from './testing/contentServer';

jest.setTimeout(30_000);

let server: RunningServer;

beforeAll(async () => {
  server = await startContentServer();
});

afterAll(() => server.stop());

afterEach(() => jest.restoreAllMocks());

function entry(id: string, fields: Record<string, unknown>): RawEntry {
  return { sys: { id, createdAt: `2025-01-0${id.length}T00:00:00Z` }, fields };
}

function answer(items: RawEntry[]): RawCollection {
  return { items, total: items.length, skip: 0, limit: 20 };
}

describe('failures: logged, then empty results', () => {
  test('a refused token gives empty lists, null look-ups and one page', async () => {
    useContentConfig(server.host, 'wrong-token');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchBlogTeaser('en')).toEqual([]);
    expect(await fetchFeaturedPost('en')).toBeNull();
    expect(await fetchSidebarPosts('en', 'x')).toEqual([]);
    expect(await fetchBlogPage('ka', 2)).toEqual({
      items: [],
      total: 0,
      skip: 9,
      limit: 9,
      totalPages: 1,
    });
    expect(await fetchRelatedPosts('en', 'x')).toEqual([]);
    expect(await fetchPostBySlug('en', 'how-sprinkler-systems-work')).toBeNull();
    expect(await fetchFeaturedProjects('ka')).toEqual([]);
    expect(await fetchProjectsPage('en', 3, 'completed')).toEqual({
      items: [],
      total: 0,
      skip: 24,
      limit: 12,
      totalPages: 1,
    });
    expect(await fetchProjectBySlug('ka', 'batumi-seaside-hotel')).toBeNull();
    expect(await fetchRelatedProjects('en', 'x')).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(10);
  });
});

describe('requests', () => {
  beforeEach(() => useContentConfig(server.host));

  test('identical concurrent requests (same query and locale) are made once', async () => {
    const getEntries = jest.spyOn(await contentClient(), 'getEntries');
    const [first, second, georgian] = await Promise.all([
      fetchBlogTeaser('en'),
      fetchBlogTeaser('en'),
      fetchBlogTeaser('ka'),
    ]);
    expect(getEntries).toHaveBeenCalledTimes(2);
    expect(second).toEqual(first);
    expect(georgian.map((post) => post.id)).toEqual(first.map((post) => post.id));
    await fetchBlogTeaser('en');
    expect(getEntries).toHaveBeenCalledTimes(3);
  });

  test('a request made after the content changed never joins one made before', async () => {
    const client = await contentClient();
    const answers = [answer([entry('old', {})]), answer([entry('new', {})])];
    const asked: (() => void)[] = [];
    jest.spyOn(client, 'getEntries').mockImplementation(() => {
      const next = answers.shift() ?? answer([]);
      return new Promise((resolve) =>
        asked.push(() => resolve(next as unknown as Awaited<ReturnType<typeof client.getEntries>>)),
      );
    });
    const before = getEntries({ content_type: 'blogPost', locale: 'ka' });
    startAfterContentChange();
    const after = getEntries({ content_type: 'blogPost', locale: 'ka' });
    const alsoAfter = getEntries({ content_type: 'blogPost', locale: 'ka' });
    // Each call reaches the SDK once the client (already built) is handed over.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(2);
    asked.forEach((release) => release());
    expect((await before).items[0]?.sys.id).toBe('old');
    expect((await after).items[0]?.sys.id).toBe('new');
    expect(await alsoAfter).toBe(await after);
  });

  test('the queries send the documented parameters', async () => {
    const getEntries = jest.spyOn(await contentClient(), 'getEntries');
    await fetchProjectsPage('ka', 2, 'ongoing');
    await fetchRelatedPosts('en', 'abc');
    await fetchPostBySlug('en', 'some-slug');
    expect(getEntries.mock.calls.map(([query]) => query)).toEqual([
      {
        content_type: 'project',
        locale: 'ka',
        order: '-sys.createdAt',
        'fields.status': 'ongoing',
        limit: 12,
        skip: 12,
      },
      {
        content_type: 'blogPost',
        locale: 'en-US',
        order: '-sys.createdAt',
        limit: 6,
        skip: 0,
        'sys.id[ne]': 'abc',
      },
      { content_type: 'blogPost', locale: 'en-US', 'fields.slug': 'some-slug', limit: 1 },
    ]);
  });

  test('featured projects: when few are featured, the others fill up to 4 in order', async () => {
    const project = (id: string, isFeatured: boolean) =>
      entry(id, { slug: id, title: id, status: 'ongoing', isFeatured });
    jest
      .spyOn(await contentClient(), 'getEntries')
      .mockResolvedValue(
        answer([
          project('a', false),
          project('bb', false),
          project('ccc', true),
          project('dddd', false),
          project('eeeee', false),
        ]) as never,
      );
    const featured = await fetchFeaturedProjects('en');
    expect(featured.map((item) => item.id)).toEqual(['ccc', 'a', 'bb', 'dddd']);
  });

  test('featured post: asks for the flag itself, so an old featured post is found', async () => {
    const getEntries = jest
      .spyOn(await contentClient(), 'getEntries')
      .mockResolvedValueOnce(
        answer([entry('old-featured', { slug: 'old', title: 'Old', isFeatured: true })]) as never,
      );
    expect((await fetchFeaturedPost('en'))?.id).toBe('old-featured');
    expect(getEntries).toHaveBeenCalledTimes(1);
    expect(getEntries.mock.calls[0]?.[0]).toMatchObject({
      content_type: 'blogPost',
      'fields.isFeatured': true,
      order: '-sys.createdAt',
      limit: 1,
    });
  });

  test('featured post: without a featured one, the newest', async () => {
    const getEntries = jest
      .spyOn(await contentClient(), 'getEntries')
      .mockResolvedValueOnce(answer([]) as never)
      .mockResolvedValueOnce(
        answer([entry('newest', { slug: 'newest', title: 'Newest' })]) as never,
      );
    expect((await fetchFeaturedPost('en'))?.id).toBe('newest');
    expect(getEntries.mock.calls[1]?.[0]).not.toHaveProperty('fields.isFeatured');
    expect(getEntries.mock.calls[1]?.[0]).toMatchObject({ order: '-sys.createdAt', limit: 1 });
  });
});

describe('images', () => {
  const asset = (file: unknown) => ({
    sys: { type: 'Asset' },
    fields: { title: 'Pump room', file },
  });

  test('protocol-relative urls take the page protocol; details give the size', () => {
    const image = toContentImage(
      asset({
        url: '//images.ctfassets.net/s/a/h/pump.svg',
        details: { image: { width: 1200, height: 800 } },
      }),
      'en-US',
    );
    // jsdom pages are http.
    expect(image).toEqual({
      url: 'http://images.ctfassets.net/s/a/h/pump.svg',
      title: 'Pump room',
      description: '',
      width: 1200,
      height: 800,
    });
  });

  test('files keyed per locale: the locale’s, else en-US', () => {
    const file = { 'en-US': { url: '//x.test/en.svg' }, ka: { url: '//x.test/ka.svg' } };
    expect(toContentImage(asset(file), 'ka')?.url).toBe('http://x.test/ka.svg');
    expect(toContentImage(asset({ 'en-US': { url: 'https://x.test/en.svg' } }), 'ka')?.url).toBe(
      'https://x.test/en.svg',
    );
  });

  test('missing, unresolved or unusable → null (placeholder)', () => {
    expect(toContentImage(undefined, 'en-US')).toBeNull();
    expect(
      toContentImage({ sys: { type: 'Link', linkType: 'Asset', id: 'gone' } }, 'en-US'),
    ).toBeNull();
    expect(toContentImage(asset({}), 'en-US')).toBeNull();
    expect(toContentImage(asset({ url: '' }), 'en-US')).toBeNull();
    expect(toContentImage(asset({ url: 'javascript:alert(1)' }), 'en-US')).toBeNull();
    expect(absoluteAssetUrl('/relative.svg')).toBeNull();
  });

  test('imageUrl adds Images API parameters', () => {
    const image = {
      url: 'https://images.ctfassets.net/s/a/h/pump.svg',
      title: '',
      description: '',
    };
    expect(imageUrl(image, { width: 400 })).toBe(
      'https://images.ctfassets.net/s/a/h/pump.svg?w=400&fm=webp&q=75',
    );
    expect(imageUrl(image, { width: 800, height: 450, quality: 60 })).toBe(
      'https://images.ctfassets.net/s/a/h/pump.svg?w=800&h=450&fm=webp&q=60',
    );
  });

  test('page numbers: anything invalid is page 1', () => {
    expect([
      normalizePage(3),
      normalizePage(0),
      normalizePage(Number.NaN),
      normalizePage(2.7),
    ]).toEqual([3, 1, 1, 2]);
  });
});
