import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns } from '../support/hydration';
import { SERVICES_URL } from '../support/ports';
import { resolveRoute } from '../support/routes';

// Issue 22: a picture that fails to load is hidden (docs/product.md#pictures), also when it failed
// in the server's HTML before the page's scripts arrived, not only after a client-side navigation.

const PAGES = ['/projects', '/blog', '/blog/:post'] as const;

/** Pictures of the page the browser tried and could not show, still in the page. */
function brokenPictures(page: Page): Promise<number> {
  return page
    .locator('main img')
    .evaluateAll(
      (images) =>
        images.filter(
          (image) =>
            image instanceof HTMLImageElement && image.complete && image.naturalWidth === 0,
        ).length,
    );
}

/** Holds the content remote's scripts until `release` is called: the page stays unhydrated. */
async function holdContentScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/mfe/content/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

for (const pattern of PAGES) {
  test(`${pattern}: pictures that failed before hydration are hidden`, async ({ page }) => {
    await dismissLanguageBanner(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The content service's picture host is down: every picture request fails in the browser.
    let failedPictures = 0;
    await page.route(`${SERVICES_URL}/files/**`, async (route) => {
      failedPictures += 1;
      await route.abort('connectionrefused');
    });
    const release = await holdContentScripts(page);

    const path = await resolveRoute(pattern);
    await page.goto(`${path}?lang=en`, { waitUntil: 'domcontentloaded' });
    // The server's pictures have failed while nothing of the page is hydrated yet.
    await expect.poll(() => brokenPictures(page), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await reactOwns(page, 'main h1')).toBe(false);

    release();
    await expect.poll(() => reactOwns(page, 'main h1'), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => brokenPictures(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Pictures further down fail only now, after hydration: hidden as well.
    const failedBefore = failedPictures;
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => failedPictures).toBeGreaterThan(failedBefore);
    await expect.poll(() => brokenPictures(page)).toBe(0);

    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
  });
}
