import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { allRoutes, LANGUAGES, newestSlug } from '../support/routes';
import { openSettled } from '../support/settle';
import { switchToGeorgian } from '../support/language';
import { SITE_URL } from '../support/ports';
import { serverDocument } from '../support/serverDocument';

// Issue 9, search engines: every route and language has its own title and description, a
// canonical URL, language alternates and link-preview tags; sitemap, robots and JSON-LD exist.
// Each page in each language has its own address, its language path (docs/product.md#language-paths):
// `/ka/…` and `/en/…` in front of the route.

/** The absolute address of `route` on `language`'s path, or without a language. */
function address(route: string, language?: 'ka' | 'en'): string {
  return new URL(language ? `/${language}${route}` : route, SITE_URL).href;
}

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    const link = (selector: string) =>
      document.head.querySelector<HTMLLinkElement>(selector)?.href ?? null;
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    return {
      lang: document.documentElement.lang,
      serverRendered: document.documentElement.dataset.rendered === 'server',
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
      twitterCard: meta('meta[name="twitter:card"]'),
      robots: meta('meta[name="robots"]'),
      // React renders every head tag it is given and the browser uses the first: a page's head
      // must not sit beside the shell's default or a previous page's.
      titles: [...document.head.querySelectorAll('title')].map((element) => element.textContent),
      counts: {
        description: count('meta[name="description"]'),
        canonical: count('link[rel="canonical"]'),
        ogTitle: count('meta[property="og:title"]'),
      },
    };
  });
}

type Head = Awaited<ReturnType<typeof head>>;

const ONE_OF_EACH: Head['counts'] = { description: 1, canonical: 1, ogTitle: 1 };

/**
 * The title of the client-rendered document (the shell's index.html, shell/webpack.config.mts),
 * for a client without JavaScript. It stays in the head: React puts the title it renders before
 * it, and the browser shows the first. A server-rendered document has the page's title only.
 */
const documentTitle = 'Alioni Engineering';

/** The titles a document must hold: its page's, and the static one if rendered in the browser. */
function expectedTitles(tags: Head, documentTitle: string): (string | null)[] {
  return tags.serverRendered ? [tags.title] : [tags.title, documentTitle];
}

/**
 * What the page itself put in the head, apart from how the document was made (a navigation keeps
 * the document the visit started with: server-rendered, or the client document with its title).
 */
function pageHead(tags: Head) {
  return {
    ...tags,
    serverRendered: undefined,
    titles: tags.titles.filter((title) => title !== documentTitle),
  };
}

const NOT_FOUND_COUNTS: Head['counts'] = { description: 1, canonical: 0, ogTitle: 0 };

test('every route and language has its own title, description, canonical and alternates', async ({
  page,
}) => {
  // Twenty page loads, each waiting for the network to go idle.
  test.setTimeout(300_000);
  const titles = new Map<string, string>();
  for (const route of await allRoutes()) {
    for (const language of LANGUAGES) {
      await openSettled(page, `/${language}${route}`);
      const tags = await head(page);
      const where = `${route} [${language}]`;
      expect(tags.lang, where).toBe(language);
      expect(tags.title, where).toBeTruthy();
      expect(tags.title, where).not.toBe(documentTitle);
      expect(tags.titles, where).toEqual(expectedTitles(tags, documentTitle));
      expect(tags.description?.length ?? 0, where).toBeGreaterThan(20);
      if (route === '/no-such-page') {
        // Kept out of search results; its head names no address.
        expect(tags.counts, where).toEqual(NOT_FOUND_COUNTS);
        expect(tags.robots, where).toBe('noindex');
        continue;
      }
      expect(tags.robots, where).toBeNull();
      expect(tags.counts, where).toEqual(ONE_OF_EACH);
      // Its own language path; the alternates each language's, x-default the spec's address.
      expect(tags.canonical, where).toBe(address(route, language));
      expect(tags.ka, where).toBe(address(route, 'ka'));
      expect(tags.en, where).toBe(address(route, 'en'));
      expect(tags.xDefault, where).toBe(address(route));
      expect(tags.xDefault, where).not.toContain('lang=');
      expect(tags.ogTitle, where).toBe(tags.title);
      expect(tags.ogDescription, where).toBe(tags.description);
      expect(tags.ogImage, where).toMatch(/^https?:\/\//);
      expect(tags.ogUrl, where).toBe(tags.canonical);
      expect(tags.twitterCard, where).toBe('summary_large_image');
      const clash = titles.get(tags.title);
      expect(clash, `${where} shares its title with ${clash}`).toBeUndefined();
      titles.set(tags.title, where);
    }
  }
});

test('a client-side navigation leaves exactly the head of the page it arrives at', async ({
  page,
}) => {
  // Five full page loads, then six navigations.
  test.setTimeout(120_000);
  await dismissLanguageBanner(page);
  const post = `/blog/${await newestSlug('blogPost')}`;
  const expected = new Map<string, ReturnType<typeof pageHead>>();
  for (const url of ['/en/contact', '/en/blog', `/en${post}`, '/ka/contact']) {
    await openSettled(page, url);
    const tags = await head(page);
    expect(tags.counts, url).toEqual(ONE_OF_EACH);
    expect(tags.titles, url).toEqual(expectedTitles(tags, documentTitle));
    expected.set(url, pageHead(tags));
  }
  const arrivesAt = async (path: string, url: string) => {
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect
      .poll(async () => pageHead(await head(page)), { message: url })
      .toEqual(expected.get(url));
  };

  await openSettled(page, '/en/about');
  const aboutTitle = (await head(page)).title;
  // From one remote's page to another's (company to contact).
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
  await arrivesAt('/en/contact', '/en/contact');
  expect((await head(page)).title).not.toBe(aboutTitle);
  // To a page of a third remote, then to another page of the same remote.
  await page
    .getByRole('banner')
    .getByRole('navigation')
    .getByRole('link', { name: 'Blog' })
    .click();
  await arrivesAt('/en/blog', '/en/blog');
  await page.getByRole('main').locator(`a[href="/en${post}"]`).first().click();
  await arrivesAt(`/en${post}`, `/en${post}`);
  // Back through the history, the way the visitor came.
  await page.goBack();
  await arrivesAt('/en/blog', '/en/blog');
  await page.goBack();
  await arrivesAt('/en/contact', '/en/contact');
  // A language switch changes the tags in place, and the address to the other language's path.
  await switchToGeorgian(page);
  await arrivesAt('/ka/contact', '/ka/contact');
});

test("the route's own head stands in while its page loads and while its remote is unavailable", async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  await openSettled(page, '/en/contact');
  const contact = await head(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mfe/contact/**', async (route) => {
    await released;
    await route.abort();
  });
  const standsIn = async () => {
    const tags = await head(page);
    expect(tags.counts).toEqual(ONE_OF_EACH);
    expect(tags.titles).toEqual(expectedTitles(tags, documentTitle));
    expect(tags.title).toMatch(/ \| Alioni Engineering$/);
    expect(tags.canonical).toBe(contact.canonical);
    expect(tags.ogTitle).toBe(tags.title);
  };

  // From another remote's page, on to the contact page while its files are held: the page's
  // spinner shows. (The remote's files are not used yet on a page that has not loaded them.)
  // The visitor has used the page: the shell runs, and the header's links navigate in place.
  await openSettled(page, '/en/about');
  await startUsingPage(page);
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await standsIn();
  // Then they fail: the retry message shows.
  release();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await standsIn();
  // The remote is back: the page's own head replaces the route's, nothing of it left over.
  await page.unroute('**/mfe/contact/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => pageHead(await head(page))).toEqual(pageHead(contact));
});

test('projects and posts preview with their own picture', async ({ page }) => {
  await openSettled(page, `/en/projects/${await newestSlug('project')}`);
  expect((await head(page)).ogImage).toContain('/files/');
  await openSettled(page, `/ka/blog/${await newestSlug('blogPost')}`);
  const post = await head(page);
  expect(post.ogImage).toContain('/files/');
  expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
});

test('the language path chooses the language of the visit without storing it; ?lang= moves to it', async ({
  page,
}) => {
  // An old `?lang=` address, moved for good to its language path.
  await openSettled(page, '/about?lang=ka');
  await expect(page).toHaveURL('/ka/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await openSettled(page, '/en/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('languageSetManually'))).toBeNull();
  expect(
    (await page.context().cookies()).filter(({ name }) => name === 'languageSetManually'),
  ).toEqual([]);
});

// Read from the server's HTML, which search engines index: no script on Home touches it until the
// visitor uses the page (page-when-needed.spec.ts), and the shell's copy for a page it draws itself
// is its unit test's (StructuredData.test.tsx).
test('the company is described as JSON-LD LocalBusiness', async ({ request }) => {
  const home = await serverDocument(request, '/en/', { maxRedirects: 0 });
  expect(home.status).toBe(200);
  expect(home.document.documentElement.getAttribute('data-rendered')).toBe('server');
  const blocks = home.document.querySelectorAll('script[type="application/ld+json"]');
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]?.textContent ?? '{}') as {
    '@type': string;
    telephone: string;
    address: { addressLocality: string };
    sameAs: string[];
  };
  expect(data['@type']).toBe('LocalBusiness');
  expect(data.telephone).toBeTruthy();
  expect(data.address.addressLocality).toBe('Tbilisi');
  expect(data.sameAs.length).toBe(2);
});

test('robots.txt and sitemap.xml list every static route and every slug', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  expect(robots).toContain('Disallow: /mfe/');
  const project = await newestSlug('project');
  const post = await newestSlug('blogPost');
  // The content lookup runs right after start: give it a moment on a cold machine.
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 30_000 })
    .toContain(`/en/projects/${project}<`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
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
      expect(sitemap).toContain(`<loc>${address(route, language)}</loc>`);
    }
  }
  expect(sitemap).not.toMatch(/[?&](amp;)?lang=/);
  expect(sitemap).toContain('hreflang="ka"');
  // One <url> per language path: each page twice.
  expect((sitemap.match(/<url>/g) ?? []).length).toBeGreaterThan(2 * (13 + 26 + 22) - 1);
});
