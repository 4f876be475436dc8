import { expect, type Page, type Request } from '@playwright/test';
import { chooseLanguage } from './language';
import {
  expectedHead,
  expectPageIn,
  headAddresses,
  LANGUAGE_NAME,
  linksLeavingPath,
  markDocument,
  onPath,
  OTHER,
  pageLinks,
  readsIn,
  structuredData,
  structuredDataOffPath,
  type Language,
} from './languagePaths';
import { expectedListHead, type HeadAddresses } from './listCanonical';
import { SERVICES_URL, SITE_URL } from './ports';

// What a visitor's browser does with a page of a route on its language path, read in one visit
// (tests/every-route.spec.ts): the helpers each check one part of it, in the order a visit allows
// (the ones that move the page, a list's page change and the language switch, last).

/**
 * How often a poll here asks: each answer is read in the page at once, and the default back-off
 * (up to a second between asks) would find a change that took half a second only a second later.
 */
export const ASK_OFTEN = [100];

/**
 * The visitor's browser as it was before the visit: no cookie, nothing stored (the banner's
 * dismissal comes back with the next page, dismissLanguageBanner's script). A walk over several
 * pages starts each from there, as a new visitor, without a new context's cost.
 */
export async function forgetVisit(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

/**
 * Every request the page sends to the content service's API from now on (a content page comes
 * with the answers it was drawn from: site-checks/content-in-html.test.ts).
 */
export function recordContentRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SERVICES_URL}/spaces/`)) requests.push(request.url());
  });
  return requests;
}

/**
 * Remembers, when each document is parsed, the heading the server drew, so that after hydration a
 * test can tell whether that element is still the page's (a region drawn again replaces it).
 */
export async function rememberServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marked = window as unknown as { __serverHeading?: Element | null };
      marked.__serverHeading = document.querySelector('h1');
    });
  });
}

/** Whether the page's heading is still the element the server drew. */
export const serverHeadingKept = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      (window as unknown as { __serverHeading?: Element | null }).__serverHeading ===
      document.querySelector('h1'),
  );

/**
 * Once hydrated, the head still names the page at `route` on `language`'s path, and every link
 * keeps that path: the server's HTML is checked in site-checks/language-paths.test.ts, what the
 * page's scripts render over it here.
 */
export async function expectOwnHeadAndLinks(
  page: Page,
  route: string,
  language: Language,
): Promise<void> {
  const where = `${onPath(language, route)} hydrated`;
  // Its own canonical, both languages' alternates and the spec's address as x-default, once its
  // scripts have settled the head.
  await expect
    .poll(() => headAddresses(page), { message: where, intervals: ASK_OFTEN })
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

/**
 * A visit on a language path is no choice: neither the page's storage nor the cookies that mirror
 * it hold a manual one (the language detected from the browser may be stored, as not chosen).
 */
export async function expectNoChoiceStored(page: Page, where: string): Promise<void> {
  expect(
    await page.evaluate(() => localStorage.getItem('languageSetManually')),
    `${where}: stored as chosen`,
  ).toBeNull();
  expect(
    (await page.context().cookies()).filter(({ name }) => name === 'languageSetManually'),
    `${where}: the cookie of a choice`,
  ).toEqual([]);
}

const OPEN_MENU = /^(Open menu|მენიუს გახსნა)$/;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/**
 * At a phone's width the hydrated header swaps its navigation for the menu (Header.tsx asks the
 * width): opened, every link in it keeps the path. Back at the desktop's width afterwards.
 */
export async function expectMenuLinksOnPath(
  page: Page,
  address: string,
  language: Language,
): Promise<void> {
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

const PAGINATION = { en: 'Pagination', ka: 'გვერდების ნავიგაცია' } as const;
const PAGE_NUMBER = { en: 'Page', ka: 'გვერდი' } as const;

function listHeadAddresses(page: Page): Promise<HeadAddresses> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      canonical: attribute('link[rel="canonical"]', 'href'),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      ka: attribute('link[rel="alternate"][hreflang="ka"]', 'href'),
      en: attribute('link[rel="alternate"][hreflang="en"]', 'href'),
      xDefault: attribute('link[rel="alternate"][hreflang="x-default"]', 'href'),
    };
  });
}

/**
 * Issue 22 on a hydrated list page: a page change, which moves the page in place, moves its
 * canonical, alternates and og:url with it (support/listCanonical.ts), to page 2 and back to the
 * first. With `scrolled`, the page number is clicked from far down the page: a client navigation
 * (no document loaded) that scrolls to the top.
 */
export async function expectPageChangeMovesHead(
  page: Page,
  list: string,
  language: Language,
  { scrolled = false }: { scrolled?: boolean } = {},
): Promise<void> {
  const pagination = page.getByRole('navigation', { name: PAGINATION[language] });
  const pageLink = (number: number) =>
    pagination.getByRole('link', { name: `${PAGE_NUMBER[language]} ${number}`, exact: true });
  const documents: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  };
  if (scrolled) {
    await pageLink(2).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { intervals: ASK_OFTEN })
      .toBeGreaterThan(200);
    // A marker on window survives only if the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { htmlFirstMarker: true }));
    page.on('request', onRequest);
  }
  await pageLink(2).click();
  await expect(page).toHaveURL(onPath(language, `${list}?page=2`));
  if (scrolled) {
    await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: ASK_OFTEN }).toBe(0);
    expect(await page.evaluate(() => 'htmlFirstMarker' in window)).toBe(true);
    expect(documents).toEqual([]);
    page.off('request', onRequest);
  }
  await expect
    .poll(() => listHeadAddresses(page), { intervals: ASK_OFTEN })
    .toEqual(expectedListHead(list, 'page=2', language));
  await pageLink(1).click();
  await expect(page).toHaveURL(onPath(language, list));
  await expect
    .poll(() => listHeadAddresses(page), { intervals: ASK_OFTEN })
    .toEqual(expectedListHead(list, '', language));
}

/**
 * A click on the switch's other language moves the page at `route` in place (no document loaded)
 * to the other path, in that language, and stores the choice in the cookies that lead the spec's
 * addresses (site-checks/language-paths-unprefixed.test.ts: such a visitor is led to that path).
 */
export async function expectSwitchInPlace(
  page: Page,
  route: string,
  language: Language,
): Promise<void> {
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
  await expect
    .poll(async () => readsIn(await navigation.innerText(), other), { intervals: ASK_OFTEN })
    .toBe(true);
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
