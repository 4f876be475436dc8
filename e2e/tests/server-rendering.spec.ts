import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startDegradedSite, type DegradedSite } from '../support/degradedSite';
import { startUsingPage } from '../support/hydration';
import { PREVIEW_SECRET } from '../support/previewSamples';
import { settleNetwork } from '../support/settle';
import { switchToGeorgian } from '../support/language';

// Issue 12: pages arrive rendered. A plain GET (no JavaScript) of any page's address, its language
// path (docs/product.md#language-paths: `/ka/about`), returns the whole page in that language with
// the right status, and the browser keeps that page (hydrates it) instead of drawing it again. An
// address without a language leads each visitor to theirs. What the server answers (each page
// whole, in its language, with its status and headers; the contact details; the language an
// address without one leads to; the web font's preload; the trailing slash's move) is read without
// a browser in site-checks/server-rendering.test.ts; here, what the browser does with it.

function mainNavLink(page: Page, name: string) {
  return page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name });
}

async function fetchPage(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  const html = await response.text();
  const lang = /<html lang="([a-z]+)"/.exec(html)?.[1];
  return { status: response.status(), html, lang, headers: response.headers() };
}

test('with JavaScript off the page reads in full and its links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/en/services');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our services');
  await expect(page.getByRole('contentinfo')).toContainText('info@alioni.ge');
  // No start-up spinner: nothing waits for a script.
  await expect(page.getByRole('status')).toHaveCount(0);
  await mainNavLink(page, 'About us').click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A language chosen by hand before (the cookie, the site's own) is the language of the next
  // visit to an address without one.
  await context.addCookies([{ name: 'language', value: 'ka', url: new URL(page.url()).origin }]);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/ka\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('დაგვიკავშირდით');
  await context.close();
});

// Each page's hydration (inside the shell, not drawn again, with no hydration error) is checked in
// every-route.spec.ts, in the same visit as its accessibility sweep.

test('a server-rendered page shows no start-up spinner and then navigates as before', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  const spinners: number[] = [];
  await page.exposeFunction('__countSpinner', (count: number) => spinners.push(count));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const report = (window as unknown as { __countSpinner: (count: number) => void })
        .__countSpinner;
      const count = document.querySelectorAll('[role="status"]').length;
      if (count > 0) report(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleNetwork(page);
  expect(spinners).toEqual([]);
  // Once the visitor uses the page (its scripts load then), the regions share one history: a
  // link in the header moves the page region, and the header marks the new section as current,
  // all without a page load.
  await startUsingPage(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await mainNavLink(page, 'Services').click();
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our services');
  await expect(mainNavLink(page, 'Services')).toHaveAttribute('aria-current', 'page');
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
  // A language switch re-renders every region in place, on the Georgian path.
  await switchToGeorgian(page);
  await expect(page).toHaveURL(/\/ka\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ჩვენი სერვისები');
  await expect(page.getByRole('contentinfo')).toContainText('სამუშაო საათები');
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});

test.describe('when a page’s owner is slow or its renderer is down', () => {
  let site: DegradedSite;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The content renderer is down too, for editor preview's link (below): the company's and the
    // contact's pages, checked here, are not the content server's.
    site = await startDegradedSite({ contentRendererDown: true });
  });
  test.afterAll(async () => site.stop());

  test('the entry serves the client-rendered page at once, and the browser draws it', async ({
    page,
    request,
  }) => {
    await dismissLanguageBanner(page);
    // The company answers its pages only after 10 s: the entry gives up after 1 s (the answer may
    // take seconds more on a busy machine, never the company's 10).
    const started = Date.now();
    const slow = await fetchPage(request, `${site.url}/en/about`);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The contact container could not render at start (no renderer).
    const missing = await fetchPage(request, `${site.url}/en/contact`);
    for (const fallback of [slow, missing]) {
      expect(fallback.status).toBe(200);
      expect(fallback.html).not.toContain('data-rendered="server"');
      expect(fallback.html).toMatch(/id="?page-root"?/);
      // Issue 65: not the page, only what draws it: kept by no cache, indexed by no crawler.
      expect(fallback.headers['cache-control']).toBe('no-store');
      expect(fallback.headers['x-robots-tag']).toBe('noindex');
    }
    // In the path's language, for a crawler or a link preview that reads no script.
    expect(slow.lang).toBe('en');
    const georgian = await fetchPage(request, `${site.url}/ka/contact`);
    expect(georgian.html).toMatch(/id="?page-root"?/);
    expect(georgian.lang).toBe('ka');
    // The shell's own pages are unaffected.
    expect((await fetchPage(request, `${site.url}/en/no-such-page`)).status).toBe(404);

    // The contact form server is unreachable: a form sent before the scripts ran is answered by
    // the entry with the page again, its fragment saying the message was not sent.
    const posted = await request.post(`${site.url}/en/contact`, {
      form: { name: 'Nino', email: 'nino@example.ge', message: 'Hello, a quote please.' },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    expect(posted.headers()['location']).toBe('/en/contact#message-not-sent');
    expect(posted.headers()['cache-control']).toBe('no-store');

    const drawn: [string, string][] = [
      ['/en/about', 'Engineers who keep buildings safe'],
      ['/en/contact', 'Contact us'],
    ];
    for (const [path, heading] of drawn) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, {
        timeout: 20_000,
      });
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  // Issue 23 (editor-preview.spec.ts): preview is the content server's, and it cannot start
  // without its renderer.
  test('with the content renderer down, a preview link is answered with the page as visitors get it, and no cookie', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const list = await page.goto(`${site.url}/en/blog?preview=${PREVIEW_SECRET}&page=2`);
    expect(list?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Issue 65: the secret is gone from the address (so from the history and every Referer).
    expect(page.url()).toBe(`${site.url}/en/blog?page=2`);
    expect((await context.cookies()).find(({ name }) => name === 'site_preview')).toBeUndefined();
    await context.close();
  });
});

test("a language stored where the server could not see it: the page stays in the server's, and the next one is in the stored one", async ({
  page,
  context,
}) => {
  // Stored before cookies mirrored it: the server leads to the browser's language (English), and
  // the browser starts from the page's language instead of deciding again (languageRule.ts).
  await page.addInitScript(() => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  expect(await response?.text()).toContain('<html lang="en"');
  // Hydrated in it: kept as the server drew it, never drawn afresh in another language.
  await startUsingPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Safe, reliable engineering systems for every building',
  );
  // The FAQ far down the page still arrives when the visitor gets there, in the page's language.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
  expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
  // From now on the server knows the stored choice: the next address without a language leads to
  // it, and that page is rendered in it. (The English path itself stays English: its address
  // names its language.)
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'language')?.value)
    .toBe('ka');
  const next = await page.goto('/');
  await expect(page).toHaveURL(/\/ka\/$/);
  expect(await next?.text()).toContain('<html lang="ka"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'უსაფრთხო და საიმედო საინჟინრო სისტემები ნებისმიერი შენობისთვის',
  );
});

test('a server-rendered page reserves no space: on a tall screen the footer ends the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 2600 } });
  const page = await context.newPage();
  await dismissLanguageBanner(page);
  await page.goto('/en/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const layout = await page.evaluate(() => ({
    documentHeight: document.documentElement.scrollHeight,
    footerBottom: document.querySelector('footer')?.getBoundingClientRect().bottom ?? Infinity,
  }));
  // The page is shorter than the screen: nothing to scroll, the footer in view.
  expect(layout.documentHeight).toBeLessThanOrEqual(2600);
  expect(layout.footerBottom).toBeLessThanOrEqual(2600);
  await context.close();
});
