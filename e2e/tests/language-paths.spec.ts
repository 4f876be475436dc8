import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { within } from '@testing-library/dom';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import {
  BROWSER_LOCALE,
  expectDocumentIn,
  expectedHead,
  expectPageIn,
  firstHeading,
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
  siteAddress,
  structuredData,
  structuredDataAddresses,
  TOGGLE_LABEL,
  type Language,
  type Scope,
} from '../support/languagePaths';
import { chooseLanguage, languageDisclosure, languageToggle } from '../support/language';
import { crawl, sitemapAddresses } from '../support/linkCrawler';
import { SITE_URL } from '../support/ports';
import { hiddenInHtml, landmark, serverDocument } from '../support/serverDocument';
import { startSharedCache, type SharedCache } from '../support/sharedCache';

// Issue 54, a URL for each language (docs/product.md#language-paths): every page has its own
// address in each language, `/ka/…` and `/en/…` in front of the spec's routes, served in the
// path's language to everyone (cookie, browser list and scripts change nothing), so a shared cache
// may keep it and a crawler finds it. The spec's unprefixed addresses lead each visitor to their
// language (a 302 that is never stored), the old `?lang=` addresses move for good (301), and the
// language switch is a link to the same page on the other path. Each check in both languages,
// with the scripts and without them where a visitor can meet either. Without scripts a browser
// shows the server's HTML and follows its links: those checks read that HTML with no browser
// (support/serverDocument.ts), sending what such a browser sends; what only a browser does without
// scripts (a toggle that opens, a tap on the hamburger) is tested in html-first-links.spec.ts and
// html-first-toggles.spec.ts.

// A page load on a busy 2-core machine takes seconds, and most tests here load two or three.
test.describe.configure({ timeout: 60_000 });

/** The language an HTML answer's document says it is in. */
const documentLanguage = (html: string) => /<html[^>]*\slang="?([a-z]+)/.exec(html)?.[1];

/** The text of an HTML answer's first heading, tags left out. */
const headingOf = (html: string) =>
  (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '').trim();

/** The values of a header that lists tokens (`Vary`), lower-case. */
const tokens = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

/** What a browser of `language` sends. */
const BROWSER_LIST = { ka: 'ka-GE,ka;q=0.9,en;q=0.8', en: 'en-US,en;q=0.9' } as const;
/** The cookies that mirror a manual choice of `language` (docs/product.md#language-choice). */
const chosen = (language: Language) => `language=${language}; languageSetManually=true`;
/** The same cookies, in a browser. */
const storeChoice = (context: BrowserContext, language: Language) =>
  context.addCookies([
    { name: 'language', value: language, url: SITE_URL },
    { name: 'languageSetManually', value: 'true', url: SITE_URL },
  ]);

/** Unprefixed addresses a visitor lands from: the home, a list's page, a page. */
const LANDINGS = ['/', '/projects?page=2', '/about'] as const;

/** A visitor as the entry sees one: what their browser sends, and where the rule leads them. */
interface Visitor {
  who: string;
  headers: Record<string, string>;
  lands: Language;
}

// The language rule for an unprefixed address, unchanged: a manual choice, then a stored
// detection, then the browser's list, else English.
const VISITORS: readonly Visitor[] = [
  { who: 'a Georgian browser', headers: { 'Accept-Language': BROWSER_LIST.ka }, lands: 'ka' },
  { who: 'an English browser', headers: { 'Accept-Language': BROWSER_LIST.en }, lands: 'en' },
  { who: 'a crawler (no cookie, no list)', headers: {}, lands: 'en' },
  {
    who: 'a Georgian choice in an English browser',
    headers: { Cookie: chosen('ka'), 'Accept-Language': BROWSER_LIST.en },
    lands: 'ka',
  },
  {
    who: 'an English choice in a Georgian browser',
    headers: { Cookie: chosen('en'), 'Accept-Language': BROWSER_LIST.ka },
    lands: 'en',
  },
  {
    who: 'a stored Georgian detection in an English browser',
    headers: { Cookie: 'language=ka', 'Accept-Language': BROWSER_LIST.en },
    lands: 'ka',
  },
];

/** Every route of the spec with its `:param`s from the language's list pages, and list pages. */
async function unprefixedAddresses(): Promise<string[]> {
  const routes = await Promise.all(ROUTE_PATTERNS.map((pattern) => resolveRoute(pattern, 'en')));
  return [...routes, '/projects?page=2', '/projects?status=completed&page=2', '/blog?page=2'];
}

/** The language of a language path. */
const languageOf = (address: string): Language => (address.startsWith('/ka') ? 'ka' : 'en');

function expectRedirect(answer: APIResponse, status: number, location: string, where: string) {
  expect(answer.status(), where).toBe(status);
  expect(answer.headers()['location'], where).toBe(location);
}

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

/** A page's parts the checks of its head and its links read, in a browser or the server's HTML. */
interface PageParts {
  page: Page | Document;
  banner: Scope;
  footer: Scope;
  body: Scope;
}

/** JSON-LD addresses off `language`'s path (a file, such as the logo, belongs to no language). */
function structuredDataOffPath(blocks: readonly string[], language: Language): string[] {
  return structuredDataAddresses(blocks)
    .map((url) => new URL(url))
    .filter(
      ({ pathname, search }) =>
        search.includes('lang=') ||
        !(pathname === '/' || pathname.startsWith(`/${language}/`) || /\.[a-z]+$/.test(pathname)),
    )
    .map(({ href }) => href);
}

/** The head names the page at `route` on `language`'s path, and every link keeps that path. */
async function expectOwnHeadAndLinks(
  { page, banner, footer, body }: PageParts,
  route: string,
  language: Language,
): Promise<void> {
  // Its own canonical, both languages' alternates and the spec's address as x-default: the
  // server's as written, a browser's once its scripts have settled the head.
  const head = expectedHead(route, language);
  if ('querySelectorAll' in page) expect(await headAddresses(page)).toEqual(head);
  else await expect.poll(() => headAddresses(page)).toEqual(head);
  // JSON-LD: the company's root (which leads each visitor to their language) or this language's
  // path; never the other language's, never a `?lang=`.
  expect(
    structuredDataOffPath(await structuredData(page), language),
    'JSON-LD names no page off this language path',
  ).toEqual([]);
  // Header (the phone menu's links are in it, shown at 375 px), main and footer.
  expect(await pageLinks(banner)).not.toEqual([]);
  expect(await pageLinks(footer)).not.toEqual([]);
  expect(await linksLeavingPath(body, language)).toEqual([]);
}

test.describe('every route on its language path', () => {
  const title = (language: Language, pattern: string) =>
    `${onPath(language, pattern)}: 200 in ${language}, its own head, every link on the path`;

  test.describe('without scripts', () => {
    for (const language of LANGUAGES) {
      for (const pattern of ROUTE_PATTERNS) {
        test(title(language, pattern), async ({ request }) => {
          const route = await resolveRoute(pattern, language);
          // From a browser of the other language: the path, not the browser, says the language.
          const { status, document } = await serverDocument(request, onPath(language, route), {
            headers: { 'Accept-Language': BROWSER_LIST[OTHER[language]] },
            maxRedirects: 0,
          });
          expect(status, 'answered at its own address').toBe(200);
          expectDocumentIn(document, language);
          await expectOwnHeadAndLinks(
            {
              page: document,
              banner: landmark(document, 'banner'),
              footer: landmark(document, 'contentinfo'),
              body: document.body,
            },
            route,
            language,
          );
        });
      }
    }
  });

  test.describe('with scripts', () => {
    test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

    for (const language of LANGUAGES) {
      for (const pattern of ROUTE_PATTERNS) {
        test(title(language, pattern), async ({ page }) => {
          const route = await resolveRoute(pattern, language);
          await openOnPath(page, onPath(language, route), language, 200);
          await expectOwnHeadAndLinks(
            {
              page,
              banner: page.getByRole('banner'),
              footer: page.getByRole('contentinfo'),
              body: page.locator('body'),
            },
            route,
            language,
          );
        });
      }
    }
  });
});

const OPEN_MENU = /^(Open menu|მენიუს გახსნა)$/;

/** What is wrong with the phone menu's links on the page at `address`. */
async function menuLinksOffPath(menu: Scope, address: string, language: Language) {
  const wrong = (await linksLeavingPath(menu, language)).map((href) => `${address}: ${href}`);
  return (await pageLinks(menu)).length === 0 ? [`${address}: no links`, ...wrong] : wrong;
}

test.describe('the phone menu keeps the path', () => {
  test.describe('without scripts', () => {
    // The menu is in the server's HTML at every width, a popover its hamburger opens with no
    // script (html-first-toggles.spec.ts opens it in a browser): its links are read in that HTML.
    for (const language of LANGUAGES) {
      test(`on every route in ${language}`, async ({ request }) => {
        const wrong: string[] = [];
        for (const pattern of ROUTE_PATTERNS) {
          const address = onPath(language, await resolveRoute(pattern, language));
          const { status, document } = await serverDocument(request, address, { maxRedirects: 0 });
          expect(status, address).toBe(200);
          expectDocumentIn(document, language);
          const hamburger = within(landmark(document, 'banner')).getByRole('button', {
            name: OPEN_MENU,
            hidden: true,
          });
          // What makes a browser open the menu without scripts: a real, shown button that
          // targets the popover with an action that opens it (show or toggle, not hide).
          expect(
            {
              button: hamburger.tagName,
              hidden: hiddenInHtml(hamburger),
              opens: hamburger.getAttribute('popovertargetaction') !== 'hide',
            },
            address,
          ).toEqual({ button: 'BUTTON', hidden: false, opens: true });
          const menu = document.getElementById(hamburger.getAttribute('popovertarget') ?? '');
          expect(
            menu?.matches('[popover][role="dialog"]'),
            `${address}: the hamburger opens the menu without scripts`,
          ).toBe(true);
          wrong.push(...(await menuLinksOffPath(menu as Element, address, language)));
        }
        expect(wrong).toEqual([]);
      });
    }
  });

  test.describe('with scripts', () => {
    // The 375 px layout the menu belongs to, in whichever project runs this: no width to skip.
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

    for (const language of LANGUAGES) {
      test(`on every route in ${language}`, async ({ page }) => {
        // Nine pages, each with its menu opened.
        test.setTimeout(180_000);
        const wrong: string[] = [];
        for (const pattern of ROUTE_PATTERNS) {
          const address = onPath(language, await resolveRoute(pattern, language));
          await page.goto(address);
          await expectPageIn(page, language);
          await startUsingPage(page);
          await page.getByRole('button', { name: OPEN_MENU }).tap();
          const menu = page.getByRole('dialog');
          await expect(menu).toBeVisible();
          wrong.push(...(await menuLinksOffPath(menu, address, language)));
        }
        expect(wrong).toEqual([]);
      });
    }
  });
});

test.describe('a language path answers every visitor the same', () => {
  test('in its language, varying on nothing but the encoding, and a shared cache may keep it', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const wrong: string[] = [];
    for (const language of LANGUAGES) {
      for (const pattern of ROUTE_PATTERNS) {
        const address = onPath(language, await resolveRoute(pattern, language));
        for (const visitor of VISITORS) {
          const answer = await request.get(address, { headers: visitor.headers, maxRedirects: 0 });
          const html = await answer.text();
          const headers = answer.headers();
          const cacheControl = tokens(headers['cache-control']);
          const sharedMaxAge = Number(
            cacheControl.find((token) => token.startsWith('s-maxage='))?.slice(9) ?? NaN,
          );
          const got = {
            status: answer.status(),
            lang: documentLanguage(html),
            heading: readsIn(headingOf(html), language),
            vary: tokens(headers['vary']).filter((token) => token !== 'accept-encoding'),
            // A shared cache may keep it, briefly enough that a publish is live within 5 s
            // through it (docs/operations.md#a-cache-in-front).
            sharedCacheKeeps:
              cacheControl.includes('public') && sharedMaxAge > 0 && sharedMaxAge < 5,
            setsCookie: 'set-cookie' in headers,
          };
          const want = {
            status: 200,
            lang: language,
            heading: true,
            vary: [],
            sharedCacheKeeps: true,
            setsCookie: false,
          };
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            wrong.push(
              `${address} for ${visitor.who}: ${JSON.stringify(got)} (${headers['cache-control']})`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

test.describe('the unprefixed addresses', () => {
  for (const visitor of VISITORS) {
    test(`lead ${visitor.who} to /${visitor.lands}/… with a 302 that no cache keeps`, async ({
      request,
    }) => {
      for (const address of await unprefixedAddresses()) {
        const answer = await request.get(address, { headers: visitor.headers, maxRedirects: 0 });
        expectRedirect(answer, 302, onPath(visitor.lands, address), address);
        expect(tokens(answer.headers()['vary']), address).toEqual(
          expect.arrayContaining(['cookie', 'accept-language']),
        );
        expect(answer.headers()['cache-control'], address).toBe('no-store');
      }
    });
  }

  test('a form sent to one goes on, as sent, to the language path (307)', async ({ request }) => {
    const answer = await request.post('/contact', {
      headers: { 'Accept-Language': BROWSER_LIST.ka },
      form: { name: 'Nino', email: 'nino@example.com', message: 'Hello' },
      maxRedirects: 0,
    });
    expectRedirect(answer, 307, '/ka/contact', 'POST /contact');
  });

  for (const language of LANGUAGES) {
    const other = OTHER[language];

    test.describe(`in a ${language} browser, without scripts`, () => {
      // Such a browser asks with its list and its cookies, follows the redirects and shows the
      // server's page: the requests below are those.
      const browser = (cookie?: string): Record<string, string> => ({
        // What a browser of that locale sends (Playwright's `locale`, the scripted tests' below).
        'Accept-Language': BROWSER_LOCALE[language],
        ...(cookie ? { Cookie: cookie } : {}),
      });

      test(`land on /${language}/…`, async ({ request }) => {
        for (const address of LANDINGS) {
          const landed = await serverDocument(request, address, { headers: browser() });
          expect(landed.status, address).toBe(200);
          expect(landed.url, address).toBe(siteAddress(onPath(language, address)));
          expectDocumentIn(landed.document, language);
        }
      });

      test(`a stored choice of ${other} wins over the browser’s list`, async ({ request }) => {
        const landed = await serverDocument(request, '/blog', { headers: browser(chosen(other)) });
        expect(landed.url).toBe(siteAddress(onPath(other, '/blog')));
        expectDocumentIn(landed.document, other);
      });

      test(`a ${other} link wins over a stored choice of ${language}`, async ({ request }) => {
        const headers = browser(chosen(language));
        const linked = await serverDocument(request, onPath(other, '/services'), { headers });
        expect(linked.url).toBe(siteAddress(onPath(other, '/services')));
        expectDocumentIn(linked.document, other);
        // The path is for its page only: the visitor's own choice still leads the spec's addresses.
        const unprefixed = await request.get('/services', { headers });
        expect(unprefixed.url()).toBe(siteAddress(onPath(language, '/services')));
      });
    });

    test.describe(`in a ${language} browser, with scripts`, () => {
      test.use({ locale: BROWSER_LOCALE[language] });
      test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

      test(`land on /${language}/…`, async ({ page }) => {
        for (const address of LANDINGS) {
          const response = await page.goto(address);
          expect(response?.status(), address).toBe(200);
          await expect(page).toHaveURL(onPath(language, address));
          await expectPageIn(page, language);
        }
        await startUsingPage(page);
        await expect(page).toHaveURL(onPath(language, '/about'));
      });

      test(`a stored choice of ${other} wins over the browser’s list`, async ({
        page,
        context,
      }) => {
        await storeChoice(context, other);
        await page.goto('/blog');
        await expect(page).toHaveURL(onPath(other, '/blog'));
        await expectPageIn(page, other);
      });

      test(`a ${other} link wins over a stored choice of ${language}`, async ({
        page,
        context,
      }) => {
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

test.describe('old ?lang= addresses', () => {
  test('move for good (301) to the language path, the other parameters kept', async ({
    request,
  }) => {
    const moves: [string, string][] = [
      ['/projects?lang=ka&page=2', '/ka/projects?page=2'],
      ['/en/blog?lang=ka', '/ka/blog'],
      ['/?lang=ka', '/ka/'],
      ['/projects?page=2&lang=en&status=completed', '/en/projects?page=2&status=completed'],
      ['/ka/projects?status=completed&lang=en', '/en/projects?status=completed'],
    ];
    for (const language of LANGUAGES) {
      for (const pattern of ROUTE_PATTERNS) {
        const route = await resolveRoute(pattern, language);
        moves.push([`${route}?lang=${language}`, onPath(language, route)]);
        moves.push([`${onPath(OTHER[language], route)}?lang=${language}`, onPath(language, route)]);
      }
    }
    for (const [from, to] of moves) {
      // Whatever the visitor chose: the address names the language.
      for (const headers of [{}, { Cookie: chosen(OTHER[languageOf(to)]) }] as Record<
        string,
        string
      >[]) {
        expectRedirect(await request.get(from, { headers, maxRedirects: 0 }), 301, to, from);
      }
    }
  });

  test('a language path’s own variants move to it for good', async ({ request }) => {
    for (const language of LANGUAGES) {
      const ask = (address: string) => request.get(address, { maxRedirects: 0 });
      expectRedirect(await ask(`/${language}`), 301, `/${language}/`, `/${language}`);
      expectRedirect(
        await ask(`/${language}/about/`),
        301,
        `/${language}/about`,
        `/${language}/about/`,
      );
    }
  });

  for (const language of LANGUAGES) {
    test.describe(`in a browser, ${language}`, () => {
      test(`a bookmark with ?lang=${language} opens the page on /${language}/`, async ({
        request,
      }) => {
        // A browser of the other language without scripts: its list, the redirects followed.
        const opened = await serverDocument(request, `/projects?lang=${language}&page=2`, {
          headers: { 'Accept-Language': BROWSER_LOCALE[OTHER[language]] },
        });
        expect(opened.status).toBe(200);
        expect(opened.url).toBe(siteAddress(`/${language}/projects?page=2`));
        expectDocumentIn(opened.document, language);
      });
    });
  }
});

/**
 * The language disclosures of the server's page in `language` (the header's and the phone menu's):
 * each a `details` around the toggle, which a browser opens without scripts.
 */
function languageDisclosures(document: Document, language: Language): HTMLElement[] {
  const toggles = within(landmark(document, 'banner')).getAllByLabelText(TOGGLE_LABEL[language]);
  return toggles.map((toggle) => {
    const disclosure = toggle.parentElement;
    expect(`${disclosure?.tagName} > ${toggle.tagName}`).toBe('DETAILS > SUMMARY');
    // A browser opens a disclosure with its first summary, unless the HTML hides it.
    expect(disclosure?.querySelector(':scope > summary')).toBe(toggle);
    expect(hiddenInHtml(toggle)).toBe(false);
    return disclosure as HTMLElement;
  });
}

test.describe('the switch on every route', () => {
  for (const language of LANGUAGES) {
    const other = OTHER[language];
    for (const pattern of ROUTE_PATTERNS) {
      test.describe(`${onPath(language, pattern)} → /${other}`, () => {
        test.describe('without scripts', () => {
          // The link a browser follows without scripts, read in the server's HTML; a browser
          // opening the switch and following it is html-first-links.spec.ts's.
          test('its choice is a link to the page on the other path', async ({ request }) => {
            const route = await resolveRoute(pattern, language);
            const here = await serverDocument(request, onPath(language, route), {
              maxRedirects: 0,
            });
            expect(here.status).toBe(200);
            expectDocumentIn(here.document, language);

            const choices = languageDisclosures(here.document, language).map((disclosure) =>
              within(disclosure).getByRole('link', {
                name: LANGUAGE_NAME[other],
                hidden: true,
              }),
            );
            for (const choice of choices) {
              expect(choice.getAttribute('href')).toBe(onPath(other, route));
              // Shown once the disclosure is open: nothing in the HTML hides it there.
              expect(hiddenInHtml(choice)).toBe(false);
            }

            const there = await serverDocument(request, choices[0]?.getAttribute('href') ?? '');
            expect(there.status).toBe(200);
            expect(there.url).toBe(siteAddress(onPath(other, route)));
            expectDocumentIn(there.document, other);
            expect(firstHeading(there.document)).not.toBe(firstHeading(here.document));
          });
        });

        test.describe('with scripts', () => {
          test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

          test('a click moves the page in place and stores the choice', async ({ page }) => {
            test.setTimeout(90_000);
            const route = await resolveRoute(pattern, language);
            await page.goto(onPath(language, route));
            await expectPageIn(page, language);
            // The visitor has used the page: its scripts run (the switch's too, soon after).
            await startUsingPage(page);
            const heading = page.getByRole('heading', { level: 1 }).first();
            const before = await heading.innerText();
            const navigation = page.getByRole('banner').getByRole('navigation').first();
            const documents: string[] = [];
            page.on('request', (request) => {
              if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
                documents.push(request.url());
              }
            });
            const sameDocument = await markDocument(page);

            await chooseLanguage(page, LANGUAGE_NAME[other]);
            await expect(page).toHaveURL(onPath(other, route));
            await expectPageIn(page, other);
            await expect(heading).not.toHaveText(before);
            await expect.poll(async () => readsIn(await navigation.innerText(), other)).toBe(true);
            expect(await sameDocument()).toBe(true);
            expect(documents).toEqual([]);

            // Stored as the visitor's choice: the spec's addresses follow it.
            await page.goto('/');
            await expect(page).toHaveURL(onPath(other, '/'));
            await expectPageIn(page, other);
          });
        });
      });
    }
  }
});

test.describe('the 404', () => {
  for (const language of LANGUAGES) {
    const other = OTHER[language];
    const address = `/${language}/nowhere`;
    const title = `${address} is not found, in ${language}, its links on the path`;

    test.describe('without scripts', () => {
      test(title, async ({ request }) => {
        const { status, document, screen } = await serverDocument(request, address, {
          maxRedirects: 0,
        });
        expect(status).toBe(404);
        expectDocumentIn(document, language);
        const main = screen.getByRole('main', { hidden: true });
        expect(await pageLinks(main)).not.toEqual([]);
        expect(await linksLeavingPath(document.body, language)).toEqual([]);
        // Its switch leads to the same address on the other path.
        for (const disclosure of languageDisclosures(document, language)) {
          expect(disclosure.querySelector(`a[hreflang="${other}"]`)?.getAttribute('href')).toBe(
            `/${other}/nowhere`,
          );
        }

        // On from it, in its language.
        // The first a visitor can follow: one the HTML hides is none.
        const first = within(main)
          .getAllByRole('link', { hidden: true })
          .find((link) => !hiddenInHtml(link));
        const next = await serverDocument(request, first?.getAttribute('href') ?? '');
        expect(next.status).toBe(200);
        expect(next.url).toMatch(new RegExp(`^${SITE_URL}/${language}/`));
        expectDocumentIn(next.document, language);
      });
    });

    test.describe('with scripts', () => {
      test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

      test(title, async ({ page }) => {
        await openOnPath(page, address, language, 404);
        const main = page.getByRole('main');
        expect(await pageLinks(main)).not.toEqual([]);
        expect(await linksLeavingPath(page.locator('body'), language)).toEqual([]);
        // Its switch leads to the same address on the other path.
        await expect(
          languageDisclosure(languageToggle(page)).locator(`a[hreflang="${other}"]`),
        ).toHaveAttribute('href', `/${other}/nowhere`);

        // On from it, in its language.
        await main.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/${language}/`));
        await expectPageIn(page, language);
      });
    });
  }
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

test('a crawler without cookies or Accept-Language finds every page of the sitemap by following links from /', async ({
  playwright,
}) => {
  // A few hundred pages, some drawn for the first time.
  test.setTimeout(300_000);
  const crawler = await playwright.request.newContext({ baseURL: SITE_URL });
  // The content part of the sitemap is read from the content service right after start.
  await expect
    .poll(
      async () => {
        const xml = await (await crawler.get('/sitemap.xml')).text();
        return ['/ka/blog/', '/en/blog/', '/ka/projects/', '/en/projects/'].every((list) =>
          xml.includes(list),
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const sitemap = await (await crawler.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/[?&](amp;)?lang=/);
  const listed = new Set(sitemapAddresses(sitemap));
  // Every page twice, once on each language path.
  const routes = [...listed].map((address) => /^\/(ka|en)(\/.*)$/.exec(address));
  expect(routes.filter((match) => !match)).toEqual([]);
  for (const match of routes) {
    const [, language, route] = match ?? [];
    expect(listed.has(`/${OTHER[language as Language]}${route}`), `${match?.[0]}'s twin`).toBe(
      true,
    );
  }

  // A service the spec makes reachable by its address alone, with no tile or link
  // (docs/product.md#service-detail): the sitemap is how a crawler finds it.
  const addressOnly = ['/ka/services/hvac', '/en/services/hvac'];

  const found = await crawl(crawler, '/');
  // From `/`, the crawler's language (English, the default); every link leads to a page itself.
  expect([...found.redirects]).toEqual([['/', '/en/']]);
  expect(
    [...listed].filter((address) => !found.pages.has(address) && !addressOnly.includes(address)),
  ).toEqual([]);
  const pages = [...found.pages];
  expect(pages.filter(([, status]) => status !== 200)).toEqual([]);
  expect(found.notServerRendered).toEqual([]);
  // Every link of every page (cards, pagination, filters, related items, a post's text) keeps it.
  expect(found.leavingPath).toEqual([]);
  // And nothing it found outside the lists and their pages that the sitemap leaves out.
  expect(
    pages.filter(([address]) => !address.includes('?') && !listed.has(address)).map(([a]) => a),
  ).toEqual([]);
  // A crawler keeps nothing: nothing was set for it to keep.
  expect((await crawler.storageState()).cookies).toEqual([]);
  await crawler.dispose();
});

test.describe('a shared cache in front of the entry', () => {
  // One cache for the tests below, in one worker, one after another.
  test.describe.configure({ mode: 'default' });
  let cache: SharedCache;
  test.beforeAll(async () => {
    cache = await startSharedCache(SITE_URL);
  });
  test.afterAll(async () => {
    await cache?.stop();
  });

  type RequestFactory = PlaywrightWorkerArgs['playwright']['request'];
  const contexts: APIRequestContext[] = [];
  const visitor = async (
    request: RequestFactory,
    headers: Record<string, string>,
  ): Promise<APIRequestContext> => {
    const context = await request.newContext({ baseURL: cache.url, extraHTTPHeaders: headers });
    contexts.push(context);
    return context;
  };
  const georgian = (request: RequestFactory) =>
    visitor(request, { Cookie: chosen('ka'), 'Accept-Language': BROWSER_LIST.ka });
  const english = (request: RequestFactory) =>
    visitor(request, { Cookie: chosen('en'), 'Accept-Language': BROWSER_LIST.en });
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.dispose()));
  });

  test('gives one visitor’s copy of a language path to another, in that language', async ({
    playwright,
  }) => {
    const a = await georgian(playwright.request);
    const b = await english(playwright.request);
    // The cache keeps a page two seconds (s-maxage): A's copy and B's visit within them.
    await expect(async () => {
      const first = await a.get('/en/projects');
      expect(first.status()).toBe(200);
      const page = await first.text();
      expect(documentLanguage(page)).toBe('en');
      const second = await b.get('/en/projects');
      expect(second.headers()['x-shared-cache']).toBe('HIT');
      expect(await second.text()).toBe(page);
    }).toPass({ timeout: 30_000 });
  });

  test('never gives a copy of one language path for the other', async ({ playwright }) => {
    const a = await georgian(playwright.request);
    const b = await english(playwright.request);
    const kept = await (await a.get('/en/projects')).text();
    expect(documentLanguage(kept)).toBe('en');
    const answer = await b.get('/ka/projects');
    expect(answer.status()).toBe(200);
    const page = await answer.text();
    expect(documentLanguage(page)).toBe('ka');
    expect(readsIn(headingOf(page), 'ka')).toBe(true);
    expect(page).not.toBe(kept);
  });

  test('gives each visitor their own redirect from an unprefixed address, never a kept one', async ({
    playwright,
  }) => {
    const visitors = [
      { context: await georgian(playwright.request), lands: 'ka' },
      { context: await english(playwright.request), lands: 'en' },
    ] as const;
    for (const round of [1, 2]) {
      for (const { context, lands } of visitors) {
        const answer = await context.get('/projects', { maxRedirects: 0 });
        const where = `round ${round}, ${lands}`;
        expectRedirect(answer, 302, `/${lands}/projects`, where);
        expect(answer.headers()['x-shared-cache'], where).not.toBe('HIT');
        expect(answer.headers()['cache-control'], where).toBe('no-store');
      }
    }
  });

  test('never keeps an answer to a preview claim', async ({ playwright }) => {
    const claimant = await visitor(playwright.request, { Cookie: 'site_preview=made-up' });
    const claimed = await claimant.get('/en/contact');
    expect(claimed.headers()['cache-control']).toBe('private, no-store');
    // Right after it (within the two seconds a copy would be kept), a visitor's page, not that one.
    const after = await (await visitor(playwright.request, {})).get('/en/contact');
    expect(after.status()).toBe(200);
    expect(after.headers()['x-shared-cache']).not.toBe('HIT');
    expect(tokens(after.headers()['cache-control'])).toContain('public');
    expect(after.headers()['x-robots-tag']).toBeUndefined();
  });
});
