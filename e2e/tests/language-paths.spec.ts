import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import {
  BROWSER_LOCALE,
  expectPageIn,
  LANGUAGE_NAME,
  LANGUAGES,
  markDocument,
  onPath,
  OTHER,
  TOGGLE_LABEL,
  type Language,
} from '../support/languagePaths';
import { chooseLanguage, languageToggle } from '../support/language';
import { SITE_URL } from '../support/ports';
import { forgetVisit } from '../support/routeVisit';

// Issue 54, a URL for each language (docs/product.md#language-paths): every page has its own
// address in each language, `/ka/…` and `/en/…` in front of the spec's routes, served in the
// path's language to everyone, and the language switch is a link to the same page on the other
// path. What the server answers (each route's status, head and links, the phone menu's and the
// switch's links in its HTML, the 404, the redirects of the unprefixed and the old `?lang=`
// addresses, the caching, a crawler's walk from `/`, a shared cache in front) is checked without a
// browser in site-checks/language-paths*.test.ts. Here, what the page's scripts do: on every route,
// hydration keeps the address, the language, the head and the links (the menu's too), and the
// switch moves the page in place and stores the choice, read in every-route.spec.ts's visit of each
// route; here, the unprefixed landings, Back and Forward, what a first visit stores. What only a browser does without
// scripts (a toggle that opens, a tap on the hamburger) is tested in html-first-links.spec.ts and
// html-first-toggles.spec.ts.

// A page load on a busy 2-core machine takes seconds, and most tests here load two or three.
test.describe.configure({ timeout: 60_000 });

/** The cookies that mirror a manual choice of `language`, in a browser. */
const storeChoice = (context: BrowserContext, language: Language) =>
  context.addCookies([
    { name: 'language', value: language, url: SITE_URL },
    { name: 'languageSetManually', value: 'true', url: SITE_URL },
  ]);

test.describe('the unprefixed addresses, with scripts', () => {
  for (const language of LANGUAGES) {
    const other = OTHER[language];

    test.describe(`in a ${language} browser`, () => {
      test.use({ locale: BROWSER_LOCALE[language] });
      test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

      // Where the server leads such a browser (from the home, a list's page and a page, and with a
      // stored choice) is site-checks/language-paths-unprefixed.test.ts's, with this browser's
      // list and cookies. Here the page's scripts, once the visitor uses the page they land on:
      // two visitors of one browser, one after the other, each starting with nothing stored.
      test(`land on /${language}/… and stay there, hydrated; a ${other} link, hydrated, wins over a stored choice of ${language}, which still leads the addresses without one`, async ({
        page,
        context,
      }) => {
        const response = await page.goto('/about');
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(onPath(language, '/about'));
        await expectPageIn(page, language);
        await startUsingPage(page);
        await expect(page).toHaveURL(onPath(language, '/about'));
        await forgetVisit(page);

        await storeChoice(context, language);
        await page.goto(onPath(other, '/services'));
        await expect(page).toHaveURL(onPath(other, '/services'));
        await expectPageIn(page, other);
        await startUsingPage(page);
        await expectPageIn(page, other);
        // The path is for its page only: the visitor's own choice, which its scripts left as it
        // was, still leads the spec's addresses.
        await page.goto('/services');
        await expect(page).toHaveURL(onPath(language, '/services'));
      });
    });
  }
});

test.describe('a first visit on a language path', () => {
  test.use({ locale: BROWSER_LOCALE.en });

  test("reads the path's language but stores the browser's as detected: the addresses without a language still follow the browser", async ({
    page,
  }) => {
    await dismissLanguageBanner(page);
    await page.goto('/ka/about');
    await expectPageIn(page, 'ka');
    // Stored once the page's scripts have started: the English browser's language, not the link's.
    await expect
      .poll(async () => (await page.context().cookies()).find(({ name }) => name === 'language'))
      .toMatchObject({ value: 'en' });
    await page.goto('/projects');
    await expect(page).toHaveURL('/en/projects');
    await expectPageIn(page, 'en');
  });
});

test('an English chooser who opens a Georgian link reads Georgian, and no banner asks them', async ({
  browser,
}) => {
  // Both visitors are abroad: the country lookup says US, where a Georgian page would suggest
  // English to a visitor who has not chosen.
  const abroad = async (page: Page) => {
    const lookups: string[] = [];
    await page.route(/\/geo\/(primary|fallback)/, async (route) => {
      lookups.push(route.request().url());
      await route.fulfill({
        json: { country_code: 'US', countryCode: 'US' },
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    return lookups;
  };
  const suggestion = (page: Page) =>
    page.getByRole('region', { name: /^(Language suggestion|ენის შეთავაზება)$/ });

  const chooserContext = await browser.newContext({ locale: 'en-US' });
  await storeChoice(chooserContext, 'en');
  const chooser = await chooserContext.newPage();
  await chooser.addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem('language', 'en');
    localStorage.setItem('languageSetManually', 'true');
  });
  const chooserLookups = await abroad(chooser);
  await chooser.goto(`${SITE_URL}/ka/about`);
  await expect(chooser).toHaveURL(`${SITE_URL}/ka/about`);
  await expectPageIn(chooser, 'ka');
  await chooser.waitForFunction(() => document.readyState === 'complete');

  // A visitor who chose nothing, on the same link after the chooser's page loaded: the suggestion
  // comes (its second's wait and the lookup), so the chooser's page has had as long to show one.
  const freshContext = await browser.newContext({ locale: 'en-US' });
  const fresh = await freshContext.newPage();
  await abroad(fresh);
  await fresh.goto(`${SITE_URL}/ka/about`);
  await expectPageIn(fresh, 'ka');
  await expect(suggestion(fresh)).toBeVisible({ timeout: 15_000 });
  // It suggests English: its accepting button is in English.
  await expect(suggestion(fresh).locator('button[lang="en"]')).toBeVisible();

  await expect(suggestion(chooser)).toHaveCount(0);
  expect(chooserLookups).toEqual([]);
  await expectPageIn(chooser, 'ka');
  // Their choice stands for the spec's addresses.
  await chooser.goto(`${SITE_URL}/`);
  await expect(chooser).toHaveURL(`${SITE_URL}/en/`);
  await expectPageIn(chooser, 'en');
  await Promise.all([chooserContext.close(), freshContext.close()]);
});

test.describe('Back and Forward after a switch', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  for (const language of LANGUAGES) {
    const other = OTHER[language];
    test(`keep the address and the page’s language in step, from ${language}`, async ({ page }) => {
      const inStep = async (route: string, shown: Language) => {
        await expect(page).toHaveURL(onPath(shown, route));
        await expectPageIn(page, shown);
        await expect(languageToggle(page)).toHaveAttribute('aria-label', TOGGLE_LABEL[shown]);
      };

      await page.goto(onPath(language, '/projects'));
      await startUsingPage(page);
      const sameDocument = await markDocument(page);
      // A page in place, then the switch.
      await page
        .getByRole('banner')
        .getByRole('navigation')
        .first()
        .locator(`a[href="${onPath(language, '/blog')}"]`)
        .click();
      await inStep('/blog', language);
      await chooseLanguage(page, LANGUAGE_NAME[other]);
      await inStep('/blog', other);

      await page.goBack();
      await inStep('/blog', language);
      await page.goBack();
      await inStep('/projects', language);
      await page.goForward();
      await inStep('/blog', language);
      await page.goForward();
      await inStep('/blog', other);
      expect(await sameDocument()).toBe(true);
      // Going back was no choice: the switch's stands for the addresses without a language.
      await page.goto('/');
      await expect(page).toHaveURL(onPath(other, '/'));
    });
  }
});
