import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../shared/src/federation/contract';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { languageDisclosure, languageToggle } from '../support/language';
import {
  expectPageIn,
  LANGUAGES,
  linksLeavingPath,
  onPath,
  OTHER,
  pageLinks,
  resolveRoute,
  type Language,
} from '../support/languagePaths';
import { LISTS } from '../support/listCanonical';
import { recordErrors, watchForProblems } from '../support/pageGuards';
import { SITE_URL } from '../support/ports';
import {
  ASK_OFTEN,
  expectMenuLinksOnPath,
  expectNoChoiceStored,
  expectOwnHeadAndLinks,
  expectPageChangeMovesHead,
  expectSwitchInPlace,
  forgetVisit,
  recordContentRequests,
  rememberServerHeading,
  serverHeadingKept,
} from '../support/routeVisit';
import { settleNetwork } from '../support/settle';
import { seriousViolations } from '../support/seriousAxeViolations';

// Every route, in both languages, in one browser page that visits each language path in turn. What
// holds on every page is read from the same visit, in the order a visit allows: as the server drew
// it (issue 9: the landmarks, one h1, no serious axe violation), then as the visitor starts using it
// (issue 12: hydrated inside the shell, not drawn again, without a hydration error; issue 54: the
// address, the language, the head and every link kept, the menu's too; a content page asks the
// content service nothing; issue 9, security: no CSP violation or uncaught page error before or
// after), then what moves the page: a list's page change (issue 22: the head moves with it) and,
// last, the language switch (issue 54: the page moves in place to the other path and the choice is
// stored). What the server answers each address is checked without a browser
// (site-checks/language-paths.test.ts, seo.test.ts, content-in-html.test.ts). At 1280 px only: the
// server's HTML is the same at any width (e2e/site-checks/same-html-at-any-width.test.ts), and the
// apps read the width only where tooling/test/viewportReaders.test.ts allows it, each place with a
// test at 375 px of its own (the menu's links, here, are read at a phone's width).

type Kind = 'page' | 'not found' | "owner's not found";

/**
 * The routes of docs/product.md#routes (each `:param` a real value, the first its list links to),
 * an address no page owns (the shell's not-found), and each owner's not-found page and a path
 * deeper than any route: every app that renders a page on the server (company and contact at
 * start, content on request, the shell's not-found).
 */
const SWEPT: readonly { pattern: string; kind: Kind }[] = [
  ...PAGE_ROUTES.map(({ path }) => ({ pattern: path, kind: 'page' as const })),
  { pattern: '/no-such-page', kind: 'not found' },
  ...[
    '/services/no-such-service',
    '/projects/no-such-project',
    '/blog/no-such-post',
    '/blog/a/b',
  ].map((pattern) => ({ pattern, kind: "owner's not found" as const })),
];

/** The routes whose pages are drawn from content (the content remote's). */
const CONTENT_ROUTES = new Set(
  PAGE_ROUTES.filter(({ module }) => module.startsWith('content/')).map(({ path }) => path),
);
/** The last page route: its visit also checks that the stored choice leads the spec's addresses. */
const LAST_PAGE = PAGE_ROUTES.at(-1)?.path;

const TITLES: Record<Kind, string> = {
  page: 'landmarks, one h1, no serious axe violation; hydrated inside the shell, not drawn again, keeping the address, the language, the head and every link (the menu’s too); no hydration error, CSP violation or page error; the switch moves the page in place and stores the choice',
  'not found':
    'a 404 with landmarks, one h1, no serious axe violation; hydrated inside the shell, not drawn again, in its language, its links and switch on the path; no hydration error, CSP violation or page error',
  "owner's not found":
    'landmarks, one h1, no serious axe violation; hydrated inside the shell, not drawn again; no hydration error, CSP violation or page error',
};

/**
 * The shell's 404 once hydrated: its links keep the path, its switch leads to the same address on
 * the other path, and on from it (its first link in the page) in its language.
 */
async function expectNotFoundOnPath(page: Page, route: string, language: Language) {
  const other = OTHER[language];
  const main = page.getByRole('main');
  expect(await pageLinks(main)).not.toEqual([]);
  expect(await linksLeavingPath(page.locator('body'), language)).toEqual([]);
  await expect(
    languageDisclosure(languageToggle(page)).locator(`a[hreflang="${other}"]`),
  ).toHaveAttribute('href', onPath(other, route));
  await main.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/${language}/`));
  await expectPageIn(page, language);
}

// Each route in one browser locale, English and Georgian browsers taking every other route: a
// page's text never depends on the browser's locale data.
const LOCALES = ['en-US', 'ka-GE'] as const;
for (const [index, { pattern, kind }] of SWEPT.entries()) {
  const locale = LOCALES[index % LOCALES.length];
  test.describe(`every route, in a browser set to ${locale}`, () => {
    test.use({ locale });
    // Two cold page loads, each with an axe run, hydration, the menu, a switch, and the network's
    // wait at the end.
    test.describe.configure({ timeout: 120_000 });

    test(`${pattern} on /ka/ and /en/: ${TITLES[kind]}`, async ({ page }) => {
      const problems = await watchForProblems(page);
      const errors = recordErrors(page);
      await dismissLanguageBanner(page);
      await rememberServerHeading(page);
      for (const language of LANGUAGES) {
        const route = await resolveRoute(pattern, language);
        const address = onPath(language, route);
        const where = `${route} [${language}]`;
        const contentRequests = recordContentRequests(page);
        // Read once loaded, without waiting for the network to go idle first: the page's HTML is
        // whole (content included), and what comes later (pictures, the map's frame, the start
        // script's reporter) changes nothing read here. The wait comes once, at the end.
        const response = await page.goto(address);
        expect(response?.status(), where).toBe(kind === 'page' ? 200 : 404);
        await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible({
          timeout: 20_000,
        });
        await expect(page, where).toHaveURL(address);
        // (An owner's not-found page may name what is missing in the owner's words, whatever the
        // language: its language is the site checks'.)
        if (kind !== "owner's not found") await expectPageIn(page, language);
        // The page as the server drew it, before any script of the application has run.
        await expect(page.getByRole('banner').first(), where).toBeVisible();
        await expect(page.getByRole('main'), where).toHaveCount(1);
        await expect(page.getByRole('contentinfo'), where).toBeVisible();
        expect(await page.getByRole('navigation').count(), where).toBeGreaterThan(0);
        await expect(page.locator('h1'), where).toHaveCount(1);
        expect(await seriousViolations(page), where).toEqual([]);

        // The visitor uses the page: React owns the heading the server drew.
        await startUsingPage(page);
        expect(await serverHeadingKept(page), `${where}: the server's heading was replaced`).toBe(
          true,
        );
        await expect(page, where).toHaveURL(address);
        if (kind !== "owner's not found") await expectPageIn(page, language);
        // The shell around it, and no remote's try-again box in place of the page.
        await expect(page.getByRole('banner').first(), where).toBeVisible();
        await expect(page.getByRole('contentinfo'), where).toBeVisible();
        await expect(
          page.getByRole('button', { name: /try again|თავიდან ცდა/i }),
          where,
        ).toHaveCount(0);
        expect(errors, where).toEqual([]);
        expect(problems.errors, where).toEqual([]);
        expect(problems.cspViolations, where).toEqual([]);

        if (kind === 'not found') await expectNotFoundOnPath(page, route, language);
        if (kind === 'page') {
          await expectOwnHeadAndLinks(page, route, language);
          // The language path chose the visit's language without storing it as a choice.
          await expectNoChoiceStored(page, where);
          await expectMenuLinksOnPath(page, address, language);
          if (CONTENT_ROUTES.has(pattern)) {
            // Hydrated from the answers the page came with: nothing asked once the page's network
            // has settled, so a late request (a query refetched after hydration) is seen too.
            await settleNetwork(page);
            expect(contentRequests, `${where}: content requests of its own`).toEqual([]);
          }
          if ((LISTS as readonly string[]).includes(route)) {
            await expectPageChangeMovesHead(page, route, language, {
              scrolled: route === '/blog',
            });
          }
          const afterSwitch = contentRequests.length;
          await expectSwitchInPlace(page, route, language);
          if (CONTENT_ROUTES.has(pattern)) {
            // Drawn again in the other language, from content asked for in it.
            await expect
              .poll(
                () =>
                  contentRequests
                    .slice(afterSwitch)
                    .some((url) => url.includes(`locale=${OTHER[language]}`)),
                {
                  message: `${where}: content asked for in ${OTHER[language]}`,
                  intervals: ASK_OFTEN,
                },
              )
              .toBe(true);
          }
          if (pattern === LAST_PAGE) {
            // The stored choice leads the spec's addresses, the page's scripts reading it too.
            await page.goto('/');
            await expect(page).toHaveURL(onPath(OTHER[language], '/'));
            await expectPageIn(page, OTHER[language]);
          }
        }
        await forgetVisit(page);
      }
      // A late request of either page (the first's until it was left) raises its CSP violation or
      // page error into the same lists.
      await settleNetwork(page);
      expect(errors, pattern).toEqual([]);
      expect(problems.errors, pattern).toEqual([]);
      expect(problems.cspViolations, pattern).toEqual([]);
    });
  });
}
