import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { PREVIEW_ADDRESS, PREVIEW_ADDRESSES } from '../../shared/src/federation/internalAddresses';
import { dismissLanguageBanner } from '../support/banner';
import { startSite } from '../support/degradedSite';
import { startUsingPage } from '../support/hydration';
import { switchToGeorgian } from '../support/language';
import { SERVICES_URL, SITE_OFFSETS } from '../support/ports';
import { settleNetwork } from '../support/settle';

// Issue 23: editors preview drafts on the real site through the Preview API. The sample content
// holds a never-published post and project (local-services serves them to the preview token only);
// `npm run preview`, like `npm start`, has preview on with the secret
// `local-preview-secret-for-the-offline-stand-ins` (LOCAL_PREVIEW in runtimeVariables.ts).

const SECRET = process.env.PREVIEW_SECRET || 'local-preview-secret-for-the-offline-stand-ins';
const DRAFT_POST = {
  path: '/blog/draft-post-not-published',
  en: 'Draft post (not published)',
  ka: 'პოსტის მონახაზი (გამოუქვეყნებელი)',
};
const DRAFT_PROJECT = {
  path: '/projects/draft-project-not-published',
  en: 'Draft project (not published)',
};
const BAR = { en: 'Preview: drafts shown', ka: 'გადახედვა: ნაჩვენებია მონახაზები' };

async function previewCookie(context: BrowserContext) {
  return (await context.cookies()).find(({ name }) => name === 'site_preview');
}

/** Every request the page sends to the content service itself (not its picture files). */
function watchContentServiceRequests(page: Page): { direct: string[]; proxied: string[] } {
  const seen = { direct: [] as string[], proxied: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/spaces/')) {
      if (
        url.origin === new URL(SERVICES_URL).origin ||
        !url.pathname.startsWith(PREVIEW_ADDRESS)
      ) {
        seen.direct.push(request.url());
      } else seen.proxied.push(request.url());
    }
  });
  return seen;
}

/** What a visitor with no preview gets: the draft is 404 and listed nowhere. */
async function expectVisitorsSeeNoDraft(page: Page) {
  for (const language of ['en', 'ka'] as const) {
    const post = await page.request.get(`/${language}${DRAFT_POST.path}`);
    expect(post.status(), `/${language}${DRAFT_POST.path}`).toBe(404);
    expect(await post.text()).not.toContain(DRAFT_POST[language]);
  }
  expect((await page.request.get(`/en${DRAFT_PROJECT.path}`)).status()).toBe(404);
  const list = await page.request.get('/en/blog');
  expect(list.status()).toBe(200);
  const listHtml = await list.text();
  expect(listHtml).not.toContain(DRAFT_POST.en);
  expect(listHtml).not.toContain('data-preview-bar');
  expect(await (await page.request.get('/en/projects')).text()).not.toContain(DRAFT_PROJECT.en);
  expect(await (await page.request.get('/en/')).text()).not.toContain(DRAFT_PROJECT.en);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog/');
  expect(sitemap).not.toContain('draft-post-not-published');
  expect(sitemap).not.toContain('draft-project-not-published');
}

test('a never-published draft is 404 for visitors, and in no list, Home widget or sitemap', async ({
  page,
}) => {
  await expectVisitorsSeeNoDraft(page);
  await dismissLanguageBanner(page);
  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: DRAFT_POST.en })).toHaveCount(0);
  await expect(page.getByText(BAR.en)).toHaveCount(0);
});

test('a wrong secret answers 401 with a localized page and sets no cookie', async ({
  page,
  context,
}) => {
  for (const [language, heading] of [
    ['en', 'Preview could not be opened'],
    ['ka', 'გადახედვა ვერ გაიხსნა'],
  ] as const) {
    const response = await page.goto(`/${language}${DRAFT_POST.path}?preview=not-the-secret`);
    expect(response?.status()).toBe(401);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await previewCookie(context)).toBeUndefined();
  }
  expect((await page.request.get(`/en${DRAFT_POST.path}`)).status()).toBe(404);
});

test('with the right secret the draft is server-rendered for the editor alone, with noindex and the bar; moving around stays in preview and never calls the content service', async ({
  page,
  context,
  browser,
}) => {
  await dismissLanguageBanner(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  const requests = watchContentServiceRequests(page);

  // Contentful's preview link, on the language's path (docs/operations.md#editor-preview): the
  // cookie, then the same address without the secret.
  const response = await page.goto(`/en${DRAFT_POST.path}?preview=${SECRET}`);
  expect(new URL(page.url()).pathname).toBe(`/en${DRAFT_POST.path}`);
  expect(new URL(page.url()).search).toBe('');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const cookie = await previewCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.value).not.toContain(SECRET);

  // Server-rendered: the draft, noindex and the bar are in the HTML itself.
  const html = await (await page.request.get(`/en${DRAFT_POST.path}`)).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(DRAFT_POST.en)}</h1>`));
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('data-preview-bar');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_POST.en);
  await expect(page.getByText(BAR.en)).toBeVisible();
  await expect(page.getByRole('link', { name: 'End preview' })).toBeVisible();
  await startUsingPage(page);
  // The bar was there from the first paint: nothing moved.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as unknown as { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);

  // Nobody else gets it, even right after the editor's render.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expectVisitorsSeeNoDraft(visitorPage);
  await visitor.close();

  // Client-side navigation lists the draft (its content comes through the site's own origin).
  const navigated = page.waitForURL(/\/en\/blog(\?|$)/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await navigated;
  await expect(page.getByRole('link', { name: DRAFT_POST.en }).first()).toBeVisible();
  await expect(page.getByText(BAR.en)).toBeVisible();

  // The language switch too: the Georgian draft on the Georgian path, and the bar in Georgian.
  await switchToGeorgian(page);
  await page.waitForURL(/\/ka\/blog(\?|$)/);
  await expect(page.getByRole('link', { name: DRAFT_POST.ka }).first()).toBeVisible();
  await expect(page.getByText(BAR.ka)).toBeVisible();
  await expect(page.getByText(BAR.en)).toBeHidden();

  await settleNetwork(page);
  expect(
    requests.proxied.length,
    `content requests through ${PREVIEW_ADDRESSES.content}/`,
  ).toBeGreaterThan(0);
  expect(requests.direct, 'requests to the content service itself').toEqual([]);
  expect(errors).toEqual([]);

  // Ending preview: back on the same page, as a visitor.
  await page.getByRole('link', { name: 'გადახედვის დასრულება' }).click();
  await expect(page.getByText(BAR.ka)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/ka/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: DRAFT_POST.ka })).toHaveCount(0);
  expect(await previewCookie(context)).toBeUndefined();
  await expectVisitorsSeeNoDraft(page);
});

test('a cookie the site did not sign shows nothing of preview and is cleared', async ({ page }) => {
  // Of the right form, with an expiry far ahead, but not signed with the site's secret.
  const forged = { Cookie: `site_preview=9999999999.${'A'.repeat(43)}` };
  const post = await page.request.get(`/en${DRAFT_POST.path}`, { headers: forged });
  expect(post.status()).toBe(404);
  expect(await post.text()).not.toContain(DRAFT_POST.en);
  expect(post.headers()['set-cookie']).toMatch(/site_preview=;.*Max-Age=0/);
  const content = await page.request.get(
    `${PREVIEW_ADDRESSES.content}/spaces/local-space/environments/master/entries?content_type=blogPost`,
    { headers: forged },
  );
  expect(content.status()).toBe(401);
  expect(await content.text()).not.toContain(DRAFT_POST.en);
});

test.describe('a site with preview off', () => {
  test('ignores ?preview: the page as usual, no cookie, the draft still 404', async ({
    browser,
  }) => {
    // A whole site of its own starts first (as every test that starts one allows for).
    test.setTimeout(90_000);
    const site = await startSite({
      offset: SITE_OFFSETS.previewOff,
      serverEnv: {},
      // Both empty: preview off (a token without a secret would stop the content server).
      env: { PREVIEW_SECRET: '', CONTENT_PREVIEW_TOKEN: '' },
    });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const list = await page.goto(`${site.url}/en/blog?preview=${SECRET}`);
      expect(list?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/en/blog');
      expect(new URL(page.url()).search).toBe(`?preview=${SECRET}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The site has just started: its renderer's first render of a page can miss the entry's
      // one-second wait on a busy machine, and the visitor then gets the client-rendered document
      // (200) while the render finishes. The server's answer is what counts here.
      const draft = `${site.url}/en${DRAFT_POST.path}?preview=${SECRET}`;
      await expect
        .poll(async () => (await page.request.get(draft)).status(), { timeout: 20_000 })
        .toBe(404);
      expect(await previewCookie(context)).toBeUndefined();
      await context.close();
    } finally {
      await site.stop();
    }
  });
});

test.describe('a site whose content renderer is down', () => {
  test('answers a preview link with the page as visitors get it, and no cookie', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // The content server's nginx points at a port where no renderer listens.
    const site = await startSite({
      offset: SITE_OFFSETS.previewRendererDown,
      serverEnv: { content: { RENDERER_PORT: '9' } },
    });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const list = await page.goto(`${site.url}/en/blog?preview=${SECRET}`);
      expect(list?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await previewCookie(context)).toBeUndefined();
      await context.close();
    } finally {
      await site.stop();
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
