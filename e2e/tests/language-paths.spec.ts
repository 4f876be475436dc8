import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import {
  BROWSER_LOCALE,
  expectedHead,
  expectPageIn,
  headAddresses,
  LANGUAGE_NAME,
  LANGUAGES,
  linksLeavingPath,
  markDocument,
  onPath,
  OTHER,
  pageLinks,
  readsIn,
  resolveRoute,
  ROUTE_PATTERNS,
  structuredData,
  structuredDataOffPath,
  TOGGLE_LABEL,
  type Language,
} from '../support/languagePaths';
import { chooseLanguage, languageDisclosure, languageToggle } from '../support/language';
import { SITE_URL } from '../support/ports';

// Issue 54, a URL for each language (docs/product.md#language-paths): every page has its own
// address in each language, `/ka/…` and `/en/…` in front of the spec's routes, served in the
// path's language to everyone, and the language switch is a link to the same page on the other
// path. What the server answers (each route's status, head and links, the phone menu's and the
// switch's links in its HTML, the 404, the redirects of the unprefixed and the old `?lang=`
// addresses, the caching, a crawler's walk from `/`, a shared cache in front) is checked without a
// browser in site-checks/language-paths*.test.ts. Here, what the page's scripts do: hydration keeps
// the address, the language, the head and the links; the switch moves the page in place and
// stores the choice; Back and Forward; what a first visit stores. What only a browser does without
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

/**
 * The visitor's browser as it was before the test: no cookie, nothing stored (the banner's
 * dismissal comes back with the next page, dismissLanguageBanner's script). A walk over several
 * pages starts each from there, as a new visitor, without a new context's cost.
 */
async function forgetVisit(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

/** Unprefixed addresses a visitor lands from: the home, a list's page, a page. */
const LANDINGS = ['/', '/projects?page=2', '/about'] as const;

/**
 * Opens `address` with scripts and checks it answers `status` at that address, in `language`,
 * also after the visitor starts using it (hydration keeps the address and the language).
 */
async function openOnPath(
  page: Page,
  address: string,
  language: Language,
  status: number,
): Promise<void> {
  const response = await page.goto(address);
  expect(response?.status()).toBe(status);
  await expect(page).toHaveURL(address);
  await expectPageIn(page, language);
  await startUsingPage(page);
  await expect(page).toHaveURL(address);
  await expectPageIn(page, language);
}

/**
 * Once hydrated, the head still names the page at `route` on `language`'s path, and every link
 * keeps that path: the server's HTML is checked in site-checks/language-paths.test.ts, what the
 * page's scripts render over it here.
 */
async function expectOwnHeadAndLinks(page: Page, route: string, language: Language) {
  const where = `${onPath(language, route)} hydrated`;
  // Its own canonical, both languages' alternates and the spec's address as x-default, once its
  // scripts have settled the head.
  await expect
    .poll(() => headAddresses(page), { message: where })
    .toEqual(expectedHead(route, language));
  // JSON-LD: the company's root or this language's path; never the other's, never a `?lang=`.
  expect(
    structuredDataOffPath(await structuredData(page), language),
    `${where}: JSON-LD names no page off this language path`,
  ).toEqual([]);
  // Header (the full navigation, at this width), main and footer.
  expect(await pageLinks(page.getByRole('banner')), where).not.toEqual([]);
  expect(await pageLinks(page.getByRole('contentinfo')), where).not.toEqual([]);
  expect(await linksLeavingPath(page.locator('body'), language), where).toEqual([]);
}

const OPEN_MENU = /^(Open menu|მენიუს გახსნა)$/;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/**
 * At a phone's width the hydrated header swaps its navigation for the menu (Header.tsx asks the
 * width): opened, every link in it keeps the path. Back at the desktop's width afterwards.
 */
async function expectMenuLinksOnPath(page: Page, address: string, language: Language) {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: OPEN_MENU }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  expect(await pageLinks(menu), `${address}: the menu's links`).not.toEqual([]);
  expect(await linksLeavingPath(menu, language), `${address}: the menu's links`).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);
  await expect(menu).toBeHidden();
}

/**
 * A click on the switch's other language moves the page at `route` in place (no document loaded)
 * to the other path, in that language, and stores the choice in the cookies that lead the spec's
 * addresses (site-checks/language-paths-unprefixed.test.ts: such a visitor is led to that path).
 */
async function expectSwitchInPlace(page: Page, route: string, language: Language) {
  const other = OTHER[language];
  const heading = page.getByRole('heading', { level: 1 }).first();
  const before = await heading.innerText();
  const navigation = page.getByRole('banner').getByRole('navigation').first();
  const documents: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
  };
  page.on('request', onRequest);
  const sameDocument = await markDocument(page);

  await chooseLanguage(page, LANGUAGE_NAME[other]);
  await expect(page).toHaveURL(onPath(other, route));
  await expectPageIn(page, other);
  await expect(heading).not.toHaveText(before);
  await expect.poll(async () => readsIn(await navigation.innerText(), other)).toBe(true);
  expect(await sameDocument()).toBe(true);
  expect(documents).toEqual([]);
  page.off('request', onRequest);

  // Stored as the visitor's choice.
  const stored = Object.fromEntries(
    (await page.context().cookies(SITE_URL)).map(({ name, value }) => [name, value]),
  );
  expect(
    { language: stored['language'], languageSetManually: stored['languageSetManually'] },
    `${onPath(language, route)}: the choice stored`,
  ).toEqual({ language: other, languageSetManually: 'true' });
}

test.describe('every route on its language path, with scripts', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  for (const language of LANGUAGES) {
    const other = OTHER[language];
    // One page walks every route, each loaded, hydrated and switched as a new visitor's would be.
    test(`on every /${language}/ route and the 404: hydration keeps the address, the language, the head and every link (the menu's too), and the switch moves the page in place and stores the choice`, async ({
      page,
    }) => {
      // Nine pages, each hydrated, its menu opened and its language switched, and the 404.
      test.setTimeout(240_000);
      for (const [index, pattern] of ROUTE_PATTERNS.entries()) {
        const route = await resolveRoute(pattern, language);
        const address = onPath(language, route);
        await openOnPath(page, address, language, 200);
        await expectOwnHeadAndLinks(page, route, language);
        await expectMenuLinksOnPath(page, address, language);
        await expectSwitchInPlace(page, route, language);
        if (index === ROUTE_PATTERNS.length - 1) {
          // The stored choice leads the spec's addresses, the page's scripts reading it too.
          await page.goto('/');
          await expect(page).toHaveURL(onPath(other, '/'));
          await expectPageIn(page, other);
        }
        await forgetVisit(page);
      }

      // The 404: hydrated in its language, its links on the path, its switch to the same address
      // on the other path, and on from it in its language.
      const nowhere = `/${language}/nowhere`;
      await openOnPath(page, nowhere, language, 404);
      const main = page.getByRole('main');
      expect(await pageLinks(main)).not.toEqual([]);
      expect(await linksLeavingPath(page.locator('body'), language)).toEqual([]);
      await expect(
        languageDisclosure(languageToggle(page)).locator(`a[hreflang="${other}"]`),
      ).toHaveAttribute('href', `/${other}/nowhere`);
      await main.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/${language}/`));
      await expectPageIn(page, language);
    });
  }
});

test.describe('the unprefixed addresses, with scripts', () => {
  for (const language of LANGUAGES) {
    const other = OTHER[language];

    test.describe(`in a ${language} browser`, () => {
      test.use({ locale: BROWSER_LOCALE[language] });
      test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

      // Three visitors of one browser, one after another, each starting with nothing stored.
      test(`land on /${language}/…; a stored choice of ${other} wins over the browser’s list; a ${other} link wins over a stored choice of ${language}`, async ({
        page,
        context,
      }) => {
        for (const address of LANDINGS) {
          const response = await page.goto(address);
          expect(response?.status(), address).toBe(200);
          await expect(page).toHaveURL(onPath(language, address));
          await expectPageIn(page, language);
        }
        await startUsingPage(page);
        await expect(page).toHaveURL(onPath(language, '/about'));
        await forgetVisit(page);

        await storeChoice(context, other);
        await page.goto('/blog');
        await expect(page).toHaveURL(onPath(other, '/blog'));
        await expectPageIn(page, other);
        await forgetVisit(page);

        await storeChoice(context, language);
        await page.goto(onPath(other, '/services'));
        await expect(page).toHaveURL(onPath(other, '/services'));
        await expectPageIn(page, other);
        await startUsingPage(page);
        await expectPageIn(page, other);
        // The path is for its page only: the visitor's own choice still leads the spec's addresses.
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
