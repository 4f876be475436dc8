import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';

// Issue 35: a first visit's main thread does the first screen's work. What lies far below it is
// laid out and painted as it comes near (docs/architecture.md#drawn-when-near), and a grey logo's
// coloured twin is fetched only where a pointer can hover over it.

test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

/** Whether the browser draws the element now (false while an ancestor skips it until near). */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test('the footer, far below the first screen, is drawn as it comes near @mobile', async ({
  page,
}) => {
  await page.goto('/about', { waitUntil: 'load' });
  const heading = page.getByRole('heading', { level: 1 });
  const footer = page.getByRole('contentinfo');
  const footerLink = footer.getByRole('link').first();
  await expect.poll(() => drawn(heading)).toBe(true);
  // More than two screens down, at either width: beyond the margin the browser draws ahead.
  const top = (await footer.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThan(2.5 * (page.viewportSize()?.height ?? 0));
  expect(await drawn(footerLink)).toBe(false);
  // Skipped is not hidden: its text is in the page for assistive technology and find-in-page.
  await expect(footerLink).toHaveAccessibleName(/\S/);

  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(footerLink)).toBe(true);
  await expect(footerLink).toBeInViewport();
});

/** The certificates' grey pictures (named) and their coloured twins (alt=""), by address. */
async function certificatePictures(page: Page) {
  const pictures = page.locator('[data-section="certificates"] img');
  const all = await pictures.evaluateAll((images) =>
    images.map((image) => {
      const { src, alt } = image as HTMLImageElement;
      return { src, alt };
    }),
  );
  return {
    grey: all.filter((image) => image.alt !== '').map((image) => image.src),
    colour: all.filter((image) => image.alt === '').map((image) => image.src),
  };
}

function requested(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => urls.add(request.url()));
  return urls;
}

test('a touch screen, which cannot hover, never fetches the coloured twins of grey logos', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await dismissLanguageBanner(page);
  const asked = requested(page);
  await page.goto('/about', { waitUntil: 'load' });
  const { grey, colour } = await certificatePictures(page);
  expect(grey.length).toBe(7);
  expect(colour.length).toBe(7);

  await page.locator('[data-section="certificates"]').scrollIntoViewIfNeeded();
  await expect.poll(() => grey.filter((src) => asked.has(src)).length).toBe(grey.length);
  await page.locator('[data-section="partners"]').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(colour.filter((src) => asked.has(src))).toEqual([]);
  await phone.close();
});

test('with a mouse, the coloured twin is there and shows while the pointer is over the logo', async ({
  page,
}) => {
  const asked = requested(page);
  await page.goto('/about', { waitUntil: 'load' });
  const { colour } = await certificatePictures(page);
  const certificates = page.locator('[data-section="certificates"]');
  await certificates.scrollIntoViewIfNeeded();
  await expect.poll(() => colour.filter((src) => asked.has(src)).length).toBe(colour.length);

  const first = certificates.getByRole('listitem').first();
  const twin = first.locator('img[alt=""]');
  await expect(twin).toHaveCSS('opacity', '0');
  // The twin lies over the grey picture: the pointer over the logo is over it.
  await twin.hover();
  await expect(twin).toHaveCSS('opacity', '1');
});
