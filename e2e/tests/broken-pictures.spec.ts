import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns, startUsingPage } from '../support/hydration';
import { SERVICES_URL } from '../support/ports';
import { resolveRoute } from '../support/routes';
import { settleNetwork } from '../support/settle';

// Issue 22: a picture that fails to load is hidden (docs/product.md#pictures), also when it failed
// in the server's HTML before the page's scripts arrived, not only after a client-side navigation.

const PAGES = ['/projects', '/blog', '/blog/:post'] as const;

/** Pictures of the page the browser tried and could not show, still in the page (and `shown`). */
function brokenPictures(page: Page, { shown = false } = {}): Promise<number> {
  return page
    .locator('main img')
    .evaluateAll(
      (images, onlyShown) =>
        images.filter(
          (image) =>
            image instanceof HTMLImageElement &&
            image.complete &&
            image.naturalWidth === 0 &&
            (!onlyShown || getComputedStyle(image).display !== 'none'),
        ).length,
      shown,
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

/**
 * The content service's picture host is down: the first picture's requests fail at once (a
 * preload and the picture's own may both ask for it), the others only when `failTheRest` is
 * called, so a page has pictures that fail on each side of hydration.
 */
async function failPictures(page: Page) {
  let failTheRest: () => void = () => undefined;
  const later = new Promise<void>((resolve) => (failTheRest = resolve));
  const failed = { rest: 0 };
  let first: string | undefined;
  await page.route(`${SERVICES_URL}/files/**`, async (route) => {
    first ??= route.request().url();
    if (route.request().url() !== first) {
      await later;
      failed.rest += 1;
    }
    await route.abort('connectionrefused');
  });
  return { failed, failTheRest };
}

// One page after another in one browser page, each with its own held scripts and failing host.
test('pictures that failed before or after hydration are hidden, on every page with pictures', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const pattern of PAGES) {
    await test.step(`${pattern}: pictures that failed before or after hydration are hidden`, async () => {
      const { failed, failTheRest } = await failPictures(page);
      const releaseScripts = await holdContentScripts(page);

      const path = await resolveRoute(pattern);
      await page.goto(`/en${path}`, { waitUntil: 'domcontentloaded' });
      // A server's picture has failed while nothing of the page is hydrated yet (two cards may
      // show the same file, one request).
      await expect.poll(() => brokenPictures(page), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await reactOwns(page, 'main h1')).toBe(false);

      // Not shown even so: the shell's first script hides them (start.js).
      expect(await brokenPictures(page, { shown: true })).toBe(0);

      releaseScripts();
      await startUsingPage(page);
      await expect.poll(() => brokenPictures(page)).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The other pictures of the server's page fail only now, after hydration: hidden as well.
      failTheRest();
      await expect.poll(() => failed.rest).toBeGreaterThan(0);
      await expect.poll(() => brokenPictures(page)).toBe(0);

      expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});

test('pictures that loaded before hydration stay', async ({ page }) => {
  await dismissLanguageBanner(page);
  const pictures = page.locator('main img');
  const loaded = () =>
    pictures.evaluateAll(
      (images) =>
        images.filter(
          (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
        ).length,
    );
  for (const pattern of PAGES) {
    const releaseScripts = await holdContentScripts(page);
    await page.goto(`/en${await resolveRoute(pattern)}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(loaded, { message: pattern }).toBeGreaterThan(0);
    const count = await pictures.count();
    releaseScripts();
    await startUsingPage(page);
    await settleNetwork(page);
    expect(await pictures.count(), pattern).toBe(count);
    await page.unrouteAll();
  }
});
