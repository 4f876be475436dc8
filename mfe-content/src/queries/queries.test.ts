// Every query of docs/product.md#content-service through the real contentful SDK against the local
// content API, in both languages: counts, order, featured fill, exclusions and page totals.
import {
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
  type Project,
} from './index';
import {
  byNewest,
  english,
  GEORGIAN,
  sampleEntries,
  startContentServer,
  useContentConfig,
  type RunningServer,
} from './testing/contentServer';

jest.setTimeout(30_000);

const posts = sampleEntries('blogPost');
const projects = sampleEntries('project');
const newestPostIds = [...posts].sort(byNewest).map((post) => post.sys.id);
const newestProjectIds = [...projects].sort(byNewest).map((project) => project.sys.id);
const LANGUAGES = ['en', 'ka'] as const;
const ids = (items: { id: string }[]) => items.map((item) => item.id);

let server: RunningServer;

beforeAll(async () => {
  server = await startContentServer();
  useContentConfig(server.host);
});

afterAll(() => server.stop());

describe.each(LANGUAGES)('blog queries in %s', (language) => {
  const inLanguage = (text: string) =>
    language === 'ka' ? expect(text).toMatch(GEORGIAN) : expect(text).not.toMatch(GEORGIAN);

  test('teaser: the 3 newest posts', async () => {
    const teaser = await fetchBlogTeaser(language);
    expect(ids(teaser)).toEqual(newestPostIds.slice(0, 3));
    teaser.forEach((post) => inLanguage(post.title));
  });

  test('featured post: the one marked featured', async () => {
    const featured = await fetchFeaturedPost(language);
    const expected = posts.find((post) => english(post, 'isFeatured') === true);
    expect(featured?.id).toBe(expected?.sys.id);
    expect(featured?.isFeatured).toBe(true);
    // It is not the newest: "else the first" would have picked another post.
    expect(newestPostIds[0]).not.toBe(expected?.sys.id);
  });

  test('sidebar: 3 newest, or 3 newest others when a post is excluded', async () => {
    expect(ids(await fetchSidebarPosts(language))).toEqual(newestPostIds.slice(0, 3));
    const excluded = newestPostIds[1] ?? '';
    expect(ids(await fetchSidebarPosts(language, excluded))).toEqual(
      newestPostIds.filter((id) => id !== excluded).slice(0, 3),
    );
  });

  test('blog pages of 9: every post once, total pages ceil(total/9)', async () => {
    const totalPages = Math.ceil(posts.length / 9);
    const pages = await Promise.all(
      Array.from({ length: totalPages }, (_, index) => fetchBlogPage(language, index + 1)),
    );
    expect(pages.map((page) => page.totalPages)).toEqual(pages.map(() => totalPages));
    expect(pages.map((page) => [page.total, page.skip, page.limit])).toEqual(
      pages.map((_, index) => [posts.length, index * 9, 9]),
    );
    expect(pages.flatMap((page) => ids(page.items))).toEqual(newestPostIds);
    expect(pages[0]?.items).toHaveLength(9);
    const beyond = await fetchBlogPage(language, totalPages + 1);
    expect(beyond.items).toEqual([]);
    expect(beyond.totalPages).toBe(totalPages);
  });

  test('related posts: 3 others, newest first', async () => {
    const current = newestPostIds[0] ?? '';
    const related = await fetchRelatedPosts(language, current);
    expect(ids(related)).toEqual(newestPostIds.slice(1, 4));
  });

  test('post by slug, with its rich text and its image resolved', async () => {
    const source = posts.find((post) => english(post, 'slug') === 'how-sprinkler-systems-work');
    const post = await fetchPostBySlug(language, 'how-sprinkler-systems-work');
    expect(post?.id).toBe(source?.sys.id);
    expect(post?.slug).toBe('how-sprinkler-systems-work');
    expect(post?.publishedDate).toBe(english(source ?? posts[0]!, 'publishedDate'));
    expect(post?.content?.nodeType).toBe('document');
    inLanguage(JSON.stringify(post?.content));
    inLanguage(post?.excerpt ?? '');
    expect(post?.image).toMatchObject({ width: 1200, height: 800 });
    expect(post?.image?.url).toMatch(
      new RegExp(`^http://${server.host}/files/[A-Za-z0-9]+/sprinklers\\.svg$`),
    );
    inLanguage(post?.image?.title ?? '');
    expect(await fetchPostBySlug(language, 'no-such-post')).toBeNull();
  });

  test('a post without an excerpt has none', async () => {
    const post = await fetchPostBySlug(language, 'preparing-heating-systems-for-winter');
    expect(post?.title).toBeTruthy();
    expect(post?.excerpt).toBeUndefined();
  });
});

const statusThenNewest = (a: (typeof projects)[number], b: (typeof projects)[number]) => {
  const [left, right] = [String(english(a, 'status')), String(english(b, 'status'))];
  if (left !== right) return left < right ? 1 : -1;
  return byNewest(a, b);
};

describe.each(LANGUAGES)('project queries in %s', (language) => {
  test('featured projects: featured first (status desc, newest), filled, cut to 4', async () => {
    const first20 = [...projects].sort(statusThenNewest).slice(0, 20);
    const expected = [
      ...first20.filter((project) => english(project, 'isFeatured') === true),
      ...first20.filter((project) => english(project, 'isFeatured') !== true),
    ].slice(0, 4);
    const featured = await fetchFeaturedProjects(language);
    expect(ids(featured)).toEqual(expected.map((project) => project.sys.id));
    expect(featured.every((project) => project.isFeatured)).toBe(true);
  });

  test('projects pages of 12, all statuses: ongoing first, then newest', async () => {
    const expected = [...projects].sort(statusThenNewest).map((project) => project.sys.id);
    const totalPages = Math.ceil(projects.length / 12);
    const pages = await Promise.all(
      Array.from({ length: totalPages }, (_, index) =>
        fetchProjectsPage(language, index + 1, 'all'),
      ),
    );
    expect(pages.flatMap((page) => ids(page.items))).toEqual(expected);
    expect(pages.map((page) => [page.total, page.totalPages, page.limit])).toEqual(
      pages.map(() => [projects.length, totalPages, 12]),
    );
    expect(pages[1]?.skip).toBe(12);
  });

  test.each(['ongoing', 'completed'] as const)(
    'projects filtered to %s: newest first',
    async (status) => {
      const matching = projects.filter((project) => english(project, 'status') === status);
      const first = await fetchProjectsPage(language, 1, status);
      expect(first.total).toBe(matching.length);
      expect(first.totalPages).toBe(Math.max(1, Math.ceil(matching.length / 12)));
      expect(ids(first.items)).toEqual(
        [...matching]
          .sort(byNewest)
          .slice(0, 12)
          .map((project) => project.sys.id),
      );
      expect(first.items.every((project) => project.status === status)).toBe(true);
    },
  );

  test('project by slug: localized fields; missing optional fields; missing or deleted image', async () => {
    const full = await fetchProjectBySlug(language, 'batumi-seaside-hotel');
    expect(full).toMatchObject({
      slug: 'batumi-seaside-hotel',
      status: 'completed',
      isFeatured: true,
    });
    const expectKa = (text: string | undefined) =>
      language === 'ka' ? expect(text).toMatch(GEORGIAN) : expect(text).not.toMatch(GEORGIAN);
    expectKa(full?.title);
    expectKa(full?.client);
    expectKa(full?.area);
    expectKa(full?.services.join(' '));
    expect(full?.image?.url).toContain('/seaside-hotel.svg');

    const bare = (await fetchProjectBySlug(language, 'kobuleti-apartments')) as Project;
    expect(bare.client).toBeUndefined();
    expect(bare.area).toBeUndefined();
    expect(bare.services).toEqual([]);
    // Its image link points at an asset deleted from the space.
    expect(bare.image).toBeNull();
    expect((await fetchProjectBySlug(language, 'marneuli-greenhouse-complex'))?.image).toBeNull();
    expect(await fetchProjectBySlug(language, 'draft-project-not-published')).toBeNull();
    expect(await fetchProjectBySlug(language, 'nothing-here')).toBeNull();
  });

  test('related projects: 4 others, newest first', async () => {
    const current = newestProjectIds[0] ?? '';
    expect(ids(await fetchRelatedProjects(language, current))).toEqual(
      newestProjectIds.slice(1, 5),
    );
  });
});
