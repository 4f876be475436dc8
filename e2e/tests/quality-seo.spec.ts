import { expect, test, type Page } from '@playwright/test';
import { allRoutes, LANGUAGES, newestSlug } from '../support/routes';
import { openSettled } from '../support/settle';

// Issue 9, search engines: every route and language has its own title and description, a
// canonical URL, language alternates and link-preview tags; sitemap, robots and JSON-LD exist.

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    const link = (selector: string) =>
      document.head.querySelector<HTMLLinkElement>(selector)?.href ?? null;
    return {
      lang: document.documentElement.lang,
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
    };
  });
}

test('every route and language has its own title, description, canonical and alternates', async ({
  page,
}) => {
  // Twenty page loads, each waiting for the network to go idle.
  test.setTimeout(300_000);
  const titles = new Map<string, string>();
  for (const route of await allRoutes()) {
    for (const language of LANGUAGES) {
      await openSettled(page, `${route}?lang=${language}`);
      const tags = await head(page);
      const where = `${route} [${language}]`;
      expect(tags.lang, where).toBe(language);
      expect(tags.title, where).toBeTruthy();
      expect(tags.description?.length ?? 0, where).toBeGreaterThan(20);
      expect(tags.canonical, where).toMatch(
        new RegExp(`${route.replace(/[?]/g, '\\?')}\\?lang=${language}$`),
      );
      expect(tags.ka, where).toMatch(/\?lang=ka$/);
      expect(tags.en, where).toMatch(/\?lang=en$/);
      expect(tags.xDefault, where).not.toContain('lang=');
      expect(tags.ogTitle, where).toBe(tags.title);
      expect(tags.ogDescription, where).toBe(tags.description);
      expect(tags.ogImage, where).toMatch(/^https?:\/\//);
      expect(tags.ogUrl, where).toBe(tags.canonical);
      expect(tags.twitterCard, where).toBe('summary_large_image');
      if (route !== '/no-such-page') {
        const clash = titles.get(tags.title);
        expect(clash, `${where} shares its title with ${clash}`).toBeUndefined();
        titles.set(tags.title, where);
      }
    }
  }
});

test('projects and posts preview with their own picture', async ({ page }) => {
  await openSettled(page, `/projects/${await newestSlug('project')}?lang=en`);
  expect((await head(page)).ogImage).toContain('/files/');
  await openSettled(page, `/blog/${await newestSlug('blogPost')}?lang=ka`);
  const post = await head(page);
  expect(post.ogImage).toContain('/files/');
  expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
});

test('?lang= chooses the language of the visit without storing it', async ({ page }) => {
  await openSettled(page, '/about?lang=ka');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await openSettled(page, '/about?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('languageSetManually'))).toBeNull();
});

test('the company is described as JSON-LD LocalBusiness', async ({ page }) => {
  await openSettled(page, '/?lang=en');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as {
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
    .toContain(`/projects/${project}<`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of ['/services', '/projects', '/about', '/blog', '/contact', '/services/hvac']) {
    expect(sitemap).toContain(`${route}</loc>`);
  }
  expect(sitemap).toContain(`/blog/${post}</loc>`);
  expect(sitemap).toContain('hreflang="ka"');
  expect((sitemap.match(/<url>/g) ?? []).length).toBeGreaterThan(13 + 26 + 22 - 1);
});
