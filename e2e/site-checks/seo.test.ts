import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commonTexts } from '../../shared/src/i18n/commonTexts';
import { parseDocument } from '../support/serverDocument';
import { SITE_URL } from '../support/ports';
import { allRoutes, LANGUAGES, newestSlug } from '../support/routes';
import { siteAnswer, siteDocument } from '../support/siteAnswer';
import { serverRenderedHtml } from '../support/warmSite';

// Issue 9, search engines: every route and language has its own title and description, a
// canonical URL, language alternates and link-preview tags; sitemap, robots and JSON-LD exist.
// Each page in each language has its own address, its language path (docs/product.md#language-paths):
// `/ka/…` and `/en/…` in front of the route. Read from the server's HTML, which is what search
// engines and link previews index: no script touches a page's head until the visitor uses the
// page (page-when-needed.spec.ts), and what a client navigation leaves in it is
// quality-seo.spec.ts's.

/** The absolute address of `route` on `language`'s path, or without a language. */
function address(route: string, language?: 'ka' | 'en'): string {
  return new URL(language ? `/${language}${route}` : route, SITE_URL).href;
}

function head(document: Document) {
  const meta = (selector: string) =>
    document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
  const link = (selector: string) =>
    document.head.querySelector<HTMLLinkElement>(selector)?.href ?? null;
  const count = (selector: string) => document.head.querySelectorAll(selector).length;
  return {
    lang: document.documentElement.lang,
    rendered: document.documentElement.dataset.rendered,
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: link('link[rel="canonical"]'),
    ka: link('link[rel="alternate"][hreflang="ka"]'),
    en: link('link[rel="alternate"][hreflang="en"]'),
    xDefault: link('link[rel="alternate"][hreflang="x-default"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
    ogUrl: meta('meta[property="og:url"]'),
    ogType: meta('meta[property="og:type"]'),
    twitterCard: meta('meta[name="twitter:card"]'),
    robots: meta('meta[name="robots"]'),
    // The browser uses the first of several: a page's head must not sit beside the shell's default.
    titles: [...document.head.querySelectorAll('title')].map((element) => element.textContent),
    counts: {
      description: count('meta[name="description"]'),
      canonical: count('link[rel="canonical"]'),
      ogTitle: count('meta[property="og:title"]'),
    },
  };
}

/** The page at `path` as the server draws it (never the client-rendered document), its head. */
async function serverHead(path: string) {
  return head(parseDocument(await serverRenderedHtml(path), `${SITE_URL}${path}`).document);
}

/** The title of the client-rendered document (shell/webpack.config.mts): never a page's own. */
const DOCUMENT_TITLE = 'Alioni Engineering';
const ONE_OF_EACH = { description: 1, canonical: 1, ogTitle: 1 };
const NOT_FOUND_COUNTS = { description: 1, canonical: 0, ogTitle: 0 };

test('every route and language has its own title, description, canonical and alternates', async () => {
  const routes = await allRoutes();
  const pages = routes.flatMap((route) => LANGUAGES.map((language) => ({ route, language })));
  const heads = await Promise.all(
    pages.map(async ({ route, language }) => serverHead(`/${language}${route}`)),
  );
  const titles = new Map<string, string>();
  pages.forEach(({ route, language }, index) => {
    const tags = heads[index] as ReturnType<typeof head>;
    const where = `${route} [${language}]`;
    assert.equal(tags.lang, language, where);
    assert.equal(tags.rendered, 'server', where);
    assert.ok(tags.title, where);
    assert.notEqual(tags.title, DOCUMENT_TITLE, where);
    assert.deepEqual(tags.titles, [tags.title], where);
    assert.ok((tags.description?.length ?? 0) > 20, `${where}: ${tags.description}`);
    if (route === '/no-such-page') {
      // Kept out of search results; its head names no address.
      assert.deepEqual(tags.counts, NOT_FOUND_COUNTS, where);
      assert.equal(tags.robots, 'noindex', where);
      return;
    }
    assert.equal(tags.robots, null, where);
    assert.deepEqual(tags.counts, ONE_OF_EACH, where);
    // Its own language path; the alternates each language's, x-default the spec's address.
    assert.equal(tags.canonical, address(route, language), where);
    assert.equal(tags.ka, address(route, 'ka'), where);
    assert.equal(tags.en, address(route, 'en'), where);
    assert.equal(tags.xDefault, address(route), where);
    assert.doesNotMatch(tags.xDefault ?? '', /lang=/, where);
    assert.equal(tags.ogTitle, tags.title, where);
    assert.equal(tags.ogDescription, tags.description, where);
    assert.match(tags.ogImage ?? '', /^https?:\/\//, where);
    assert.equal(tags.ogUrl, tags.canonical, where);
    assert.equal(tags.twitterCard, 'summary_large_image', where);
    const clash = titles.get(tags.title);
    assert.equal(clash, undefined, `${where} shares its title with ${clash}`);
    titles.set(tags.title, where);
  });
});

test('projects and posts preview with their own picture', async () => {
  const project = await serverHead(`/en/projects/${await newestSlug('project')}`);
  assert.match(project.ogImage ?? '', /\/files\//);
  const post = await serverHead(`/ka/blog/${await newestSlug('blogPost')}`);
  assert.match(post.ogImage ?? '', /\/files\//);
  assert.equal(post.ogType, 'article');
});

test('an old ?lang= address moves for good to its language path, which sets the language', async () => {
  const old = await siteAnswer('/about?lang=ka');
  assert.equal(old.status, 301);
  assert.equal(new URL(old.headers.location ?? '', SITE_URL).pathname, '/ka/about');
  assert.equal(new URL(old.headers.location ?? '', SITE_URL).search, '');
  for (const language of LANGUAGES) {
    const page = await siteDocument(`/${language}/about`);
    assert.equal(page.status, 200);
    assert.equal(page.document.documentElement.lang, language);
    // The path chooses the language of this visit; the server stores nothing.
    assert.equal(page.headers['set-cookie'], undefined);
  }
});

test('the company is described as JSON-LD LocalBusiness', async () => {
  const home = await siteDocument('/en/');
  assert.equal(home.status, 200);
  assert.equal(home.document.documentElement.getAttribute('data-rendered'), 'server');
  const blocks = home.document.querySelectorAll('script[type="application/ld+json"]');
  assert.equal(blocks.length, 1);
  const data = JSON.parse(blocks[0]?.textContent ?? '{}') as {
    '@type': string;
    telephone: string;
    address: { addressLocality: string };
    sameAs: string[];
  };
  assert.equal(data['@type'], 'LocalBusiness');
  assert.ok(data.telephone);
  assert.equal(data.address.addressLocality, 'Tbilisi');
  assert.equal(data.sameAs.length, 2);
});

test('robots.txt and sitemap.xml list every static route and every slug', async () => {
  const robots = await siteAnswer('/robots.txt');
  assert.equal(robots.status, 200);
  assert.match(robots.text, /Sitemap: /);
  // The editors' addresses are no pages.
  assert.match(robots.text, /^Disallow: \/_preview\/$/m);
  const project = await newestSlug('project');
  const post = await newestSlug('blogPost');
  // The content lookup runs right after start: give it a moment on a cold machine.
  let sitemap = await siteAnswer('/sitemap.xml');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (sitemap.text.includes(`/en/projects/${project}<`)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
    sitemap = await siteAnswer('/sitemap.xml');
  }
  assert.equal(sitemap.status, 200);
  // Every page on each language path, never a `?lang=` address.
  for (const route of [
    '/',
    '/services',
    '/projects',
    '/about',
    '/blog',
    '/contact',
    '/services/hvac',
    `/projects/${project}`,
    `/blog/${post}`,
  ]) {
    for (const language of LANGUAGES) {
      assert.ok(
        sitemap.text.includes(`<loc>${address(route, language)}</loc>`),
        `${address(route, language)} in the sitemap`,
      );
    }
  }
  assert.doesNotMatch(sitemap.text, /[?&](amp;)?lang=/);
  assert.ok(sitemap.text.includes('hreflang="ka"'));
  // An entry from the content service says when it last changed (Contentful's sys.updatedAt).
  for (const route of [`/projects/${project}`, `/blog/${post}`]) {
    assert.match(
      sitemap.text,
      new RegExp(`<loc>${address(route, 'en')}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
      `${route}: <lastmod>`,
    );
  }
  // One <url> per language path: each page twice.
  assert.ok((sitemap.text.match(/<url>/g) ?? []).length > 2 * (13 + 26 + 22) - 1);
});

// Issue 65: a crawler renders a page with what it links (its stylesheets, scripts, pictures,
// fonts): robots.txt forbids none of them.
test('robots.txt lets a crawler fetch everything every page needs to render', async () => {
  const robots = await siteAnswer('/robots.txt');
  const disallowed = [...robots.text.matchAll(/^Disallow:\s*(\S+)\s*$/gm)].map(
    ([, path = '']) => path,
  );
  const needed = new Set<string>();
  for (const route of await allRoutes()) {
    for (const language of LANGUAGES) {
      const html = await serverRenderedHtml(`/${language}${route === '/' ? '/' : route}`);
      for (const [, address = ''] of html.matchAll(/(?:href|src|srcset)="([^"]+)"/g)) {
        for (const candidate of address.split(',')) {
          const url = new URL(candidate.trim().split(/\s+/)[0] ?? '', SITE_URL);
          if (
            url.origin === SITE_URL &&
            !url.pathname.startsWith('/ka') &&
            !url.pathname.startsWith('/en')
          )
            needed.add(url.pathname);
        }
      }
    }
  }
  assert.ok(
    [...needed].some((path) => path.startsWith('/mfe/')),
    'the pages link /mfe/ files',
  );
  const refused = [...needed].filter((path) =>
    disallowed.some((prefix) => path.startsWith(prefix)),
  );
  assert.deepEqual(refused, []);
});

// Issue 65: every owner's not-found page has the head of the site's own, in the path's language.
test('every not-found page, whoever owns its address, has a not-found head in its path’s language', async () => {
  for (const language of LANGUAGES) {
    const texts = commonTexts[language];
    for (const path of ['/no-such-page', '/services/nope', '/projects/nope', '/blog/nope']) {
      const address = `/${language}${path}`;
      const answer = await siteAnswer(address);
      assert.equal(answer.status, 404, address);
      const { document } = parseDocument(answer.text, `${SITE_URL}${address}`);
      assert.equal(document.documentElement.getAttribute('lang'), language, address);
      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute('content');
      assert.equal(description, texts.pageDescriptions.notFound, `${address}: description`);
      const title = document.title;
      // The English pages' heads hold no Georgian, and say what the page is.
      if (language === 'en') assert.doesNotMatch(title, /[\u10A0-\u10FF]/, `${address}: ${title}`);
      assert.match(title, /not found|ვერ მოიძებნა/i, `${address}: ${title}`);
    }
  }
});
