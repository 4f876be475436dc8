/**
 * @jest-environment node
 */
import { resetSiteConfigForTests } from '@site/shared/config';
import { resetContentClientForTests, setContentClientOverrides } from '../queries/contentClient';
import { fetchProjectsPage } from '../queries';
import { startContentServer, type RunningServer } from '../queries/testing/contentServer';
import { ContentUnavailable } from './contentFailureScope';
import { pageAddress, renderContentPage, renderContentWidget } from './renderContent';

// The renderer's environment is the container's (config.js, the build's manifest): here a fixed
// one, with the stylesheets of any exposed module at one address.
jest.mock('./environment', () => ({
  environment: { distDir: '/build', filesUrl: '/mfe/content/', pagesDir: undefined },
}));
jest.mock('@site/platform/server', () => ({
  ...jest.requireActual<object>('@site/platform/server'),
  exposeStylesheets: (_dir: string, expose: string) => [`/mfe/content/${expose}.css`],
}));

jest.setTimeout(30_000);

let server: RunningServer;

function pointAt(host: string) {
  const content = {
    host,
    insecure: true,
    space: 'local-space',
    environment: 'master',
    accessToken: 'local-delivery-token',
  };
  (globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = {
    siteUrl: 'https://alioni.example',
    content,
  };
  resetSiteConfigForTests();
  resetContentClientForTests();
}

const never = new AbortController().signal;

function dataIn(html: string): { queries: { queryKey: unknown[] }[] } {
  const json = /<script type="application\/json" data-content-queries>(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (!json) throw new Error('no content answers in the page');
  return JSON.parse(json) as { queries: { queryKey: unknown[] }[] };
}

beforeAll(async () => {
  server = await startContentServer();
});
afterAll(() => server.stop());
beforeEach(() => {
  pointAt(server.host);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the content renderer', () => {
  it('renders a project page whole, with the answers it used for the browser', async () => {
    const [first] = (await fetchProjectsPage('en', 1, 'all')).items;
    if (!first) throw new Error('the sample content has no project');
    const url = new URL(`http://site/projects/${first.slug}`);
    const page = await renderContentPage(url, 'en', never);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<html lang="en" data-rendered="server">');
    expect(page?.html).toMatch(new RegExp(`<h1[^>]*>${first.title}</h1>`));
    expect(page?.html).toContain('<title ');
    expect(page?.html).toContain('href="/mfe/content/ProjectDetail.css"');
    // The shell's parts are the entry's to include, in the page's language and section.
    expect(page?.html).toContain('<!--# include virtual="/_shell/en/top/projects.html"');
    const keys = dataIn(page?.html ?? '').queries.map(({ queryKey }) => queryKey);
    expect(keys).toContainEqual(['content', 'en', 'project', first.slug]);
  });

  it('answers 404 with the localized message, kept out of search, for a slug nothing has', async () => {
    const page = await renderContentPage(new URL('http://site/blog/no-such-post'), 'ka', never);
    expect(page?.status).toBe(404);
    expect(page?.html).toMatch(/<h1[^>]*>სტატია ვერ მოიძებნა<\/h1>/);
    expect(page?.html).toContain('<meta name="robots" content="noindex"');
  });

  it('renders only the routes this remote owns', async () => {
    expect(await renderContentPage(new URL('http://site/about'), 'en', never)).toBeNull();
    expect(await renderContentWidget('Nothing', 'en', never)).toBeNull();
  });

  it('renders a widget region marked with its module and language', async () => {
    const region = await renderContentWidget('FeaturedProjects', 'ka', never);
    expect(region?.status).toBe(200);
    expect(region?.html).toMatch(
      /^<link rel="stylesheet" href="\/mfe\/content\/FeaturedProjects.css"><div data-region="content\/FeaturedProjects" data-language="ka">/,
    );
    expect(dataIn(region?.html ?? '').queries[0]?.queryKey).toEqual([
      'content',
      'ka',
      'featuredProjects',
    ]);
  });

  it('refuses to render a page from a content service that failed', async () => {
    pointAt('127.0.0.1:9');
    setContentClientOverrides({ retryLimit: 0, timeout: 2_000 });
    await expect(
      renderContentPage(new URL('http://site/projects'), 'en', never),
    ).rejects.toBeInstanceOf(ContentUnavailable);
    setContentClientOverrides({});
  });

  it('names a page by its path and the list parameters alone', () => {
    expect(pageAddress(new URL('http://site/projects?utm_source=x&status=completed&page=2'))).toBe(
      '/projects?page=2&status=completed',
    );
    expect(pageAddress(new URL('http://site/blog?page='))).toBe('/blog');
  });

  it('leaves any ?lang= out: the language is the entry’s (X-Site-Language), each kept apart', () => {
    expect(pageAddress(new URL('http://site/blog?lang=ka&page=2&utm_source=x'))).toBe(
      '/blog?page=2',
    );
  });

  it.each(['ka', 'en'] as const)(
    'draws every link of a page in %s on that language’s path',
    async (language) => {
      const page = await renderContentPage(new URL('http://site/projects'), language, never);
      const links = [...(page?.html ?? '').matchAll(/<a [^>]*href="([^"]*)"/g)].map(
        ([, href]) => href ?? '',
      );
      const internal = links.filter((href) => href.startsWith('/'));
      expect(internal).toContainEqual(expect.stringMatching(/^\/[a-z]+\/projects\/[^/?]+$/));
      expect(internal).toContain(`/${language}/projects?page=2`);
      for (const href of internal) expect(href).toMatch(new RegExp(`^/${language}(/|$)`));
    },
  );
});
