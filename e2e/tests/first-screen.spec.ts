import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { languageToggle } from '../support/language';
import { SERVICES_URL } from '../support/ports';
import { settleNetwork } from '../support/settle';

// Issues 22 and 35: the first screen is painted before the shell's application is even asked for
// (the start script asks for it when the visitor first needs it: shell/src/start), and the
// Georgian web font is only for Georgian letters (docs/server-rendering.md#how-step-2-works).

const isShellMain = (url: string) => /\/main\.[0-9a-f]{10}\.js$/.test(new URL(url).pathname);

/** The order in which the page asked for things, and when each of them finished. */
function recordRequests(page: Page) {
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${request.url()}`));
  page.on('requestfinished', (request) => events.push(`finished ${request.url()}`));
  page.on('requestfailed', (request) => events.push(`failed ${request.url()}`));
  return events;
}

/**
 * The header's language switch, opened once the page is interactive: the browser opens the
 * disclosure itself before that, but only the page's scripts move focus to the active language.
 */
async function expectInteractive(page: Page) {
  const toggle = languageToggle(page, 'Language: English');
  const english = page.getByRole('banner').getByRole('link', { name: 'English' });
  await expect(async () => {
    await toggle.click();
    await expect(english).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('the first screen before the scripts', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  test("the shell's code is asked for only when the visitor first uses the page, after the first screen's picture", async ({
    page,
  }) => {
    const events = recordRequests(page);
    await page.goto('/en/projects');
    const picture = page.locator('main img[fetchpriority="high"]').first();
    await expect(picture).toBeVisible();
    const pictureUrl = await picture.evaluate((image) => (image as HTMLImageElement).currentSrc);
    await settleNetwork(page);
    const asked = (event: string) => event.startsWith('asked ') && isShellMain(event.slice(6));
    expect(events.some(asked), 'nothing asked for it yet').toBe(false);
    await expectInteractive(page);

    const pictureDone = events.findIndex(
      (event) => event === `finished ${pictureUrl}` || event === `failed ${pictureUrl}`,
    );
    const mainAsked = events.findIndex(asked);
    expect(pictureDone, 'the picture finished').toBeGreaterThanOrEqual(0);
    expect(mainAsked, "the shell's main chunk was asked for").toBeGreaterThan(pictureDone);
  });

  test('a first-screen picture that never arrives does not keep the page from starting', async ({
    page,
  }) => {
    // The picture host answers nothing, ever: the first screen's picture stays pending.
    const pending: string[] = [];
    await page.route(`${SERVICES_URL}/files/**`, (route) => {
      pending.push(route.request().url());
      return new Promise<void>(() => undefined);
    });
    const events = recordRequests(page);
    const started = Date.now();
    await page.goto('/en/projects', { waitUntil: 'commit' });
    await expect(page.locator('main img[fetchpriority="high"]').first()).toBeAttached();
    await expectInteractive(page);

    expect(pending.length, 'pictures were asked for and never answered').toBeGreaterThan(0);
    expect(events.some((event) => event.startsWith('asked ') && isShellMain(event.slice(6)))).toBe(
      true,
    );
    // Interactive while its picture hangs: well within the time the picture would have taken.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

test.describe('the Georgian web font', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  // The contact page has no first-screen picture (site-checks/first-screen-html.test.ts): the
  // page read, then started by the first tap.
  test('an English page never downloads it, and its text keeps the system font; a page without a first-screen picture is interactive at the first tap', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    // The contact page's hours ("Monday – Saturday: 9:00–18:00") once took the font's dash and
    // digits, which moved the page when it arrived.
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await test.step('the Georgian web font is never asked for', async () => {
      // Once the page is laid out and the browser has loaded every font its text asked for.
      await page.evaluate(() => {
        void document.body.getBoundingClientRect();
        return document.fonts.ready.then(() => undefined);
      });
      expect(fonts.filter((url) => url.includes('noto-sans-georgian'))).toEqual([]);
    });
    // Last: the switcher's ქართული asks for the Georgian font.
    await test.step('the page is interactive at the first tap', () => expectInteractive(page));
  });

  test.describe('on a Georgian page', () => {
    test.use({ locale: 'ka' });

    test('Georgian letters are drawn in it', async ({ page }) => {
      await page.goto('/ka/contact');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
      await expect(heading).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.fonts.check('700 16px "Noto Sans Georgian"', 'ქართული')
              ? [...document.fonts].some(
                  (face) => face.family.includes('Noto Sans Georgian') && face.status === 'loaded',
                )
              : false,
          ),
        )
        .toBe(true);
    });
  });
});

test.describe('the contact map', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  test('is not asked for with the server’s page; the browser gives its frame an address, in the place held for it', async ({
    browser,
    page,
  }) => {
    // Without scripts: the server's page holds the map's place with a frame that asks for nothing.
    const serverOnly = await browser.newContext({ javaScriptEnabled: false });
    const plain = await serverOnly.newPage();
    const asked: string[] = [];
    plain.on('request', (request) => asked.push(request.url()));
    await plain.goto('/en/contact');
    // Its frame has no address in the server's HTML (e2e/site-checks/content-in-html.test.ts).
    const held = await plain.getByRole('figure').boundingBox();
    await serverOnly.close();
    expect(asked.filter((url) => url.includes('openstreetmap'))).toEqual([]);
    expect(held?.height).toBeGreaterThan(200);

    await page.goto('/en/contact');
    const frame = page.getByTitle(/Map of our office/);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', /^https?:\/\//);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The frame took the place held for it: nothing around it moved.
    expect(await page.getByRole('figure').boundingBox()).toEqual(held);
  });
});
