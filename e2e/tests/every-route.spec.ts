import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { recordErrors, watchForProblems } from '../support/pageGuards';
import { LANGUAGES, resolveRoute, ROUTE_PATTERNS } from '../support/routes';
import { settleNetwork } from '../support/settle';
import { seriousViolations } from '../support/seriousAxeViolations';

// Every route, in both languages, in one browser page that visits each language in turn. What holds
// on every page is read from the same visit: as the server drew it (issue 9: the landmarks, one h1,
// no serious axe violation), then as the visitor starts using it (issue 12: hydrated inside the
// shell, not drawn again, without a hydration error; issue 9, security: no CSP violation or uncaught
// page error before or after). At 1280 px only: the server's HTML is the same at any width
// (e2e/site-checks/same-html-at-any-width.test.ts), and the apps read the width only where
// tooling/test/viewportReaders.test.ts allows it, each place with a test at 375 px of its own.

/**
 * The routes of docs/product.md#routes (each `:param` a real value) and an address no page owns,
 * with each owner's not-found page and a path deeper than any route: every app that renders a page
 * on the server (company and contact at start, content on request, the shell's not-found).
 */
const SWEPT = [
  ...ROUTE_PATTERNS,
  '/services/no-such-service',
  '/projects/no-such-project',
  '/blog/no-such-post',
  '/blog/a/b',
];

/**
 * Remembers, when the document is parsed, the heading the server drew, so that after hydration a
 * test can tell whether that element is still the page's (a region drawn again replaces it).
 */
async function rememberServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marked = window as unknown as { __serverHeading?: Element | null };
      marked.__serverHeading = document.querySelector('h1');
    });
  });
}

const serverHeadingKept = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __serverHeading?: Element | null }).__serverHeading ===
      document.querySelector('h1'),
  );

// Each route in one browser locale, English and Georgian browsers taking every other route: a
// page's text never depends on the browser's locale data.
const LOCALES = ['en-US', 'ka-GE'] as const;
for (const [index, pattern] of SWEPT.entries()) {
  const locale = LOCALES[index % LOCALES.length];
  test.describe(`every route, in a browser set to ${locale}`, () => {
    test.use({ locale });
    // Two cold page loads, each with an axe run and hydration, and a wait for the network.
    test.describe.configure({ timeout: 90_000 });

    test(`${pattern} in ka and en: landmarks, one h1, no serious axe violation; hydrated inside the shell, not drawn again; no hydration error, CSP violation or page error`, async ({
      page,
    }) => {
      const problems = await watchForProblems(page);
      const errors = recordErrors(page);
      await dismissLanguageBanner(page);
      await rememberServerHeading(page);
      const route = await resolveRoute(pattern);
      for (const language of LANGUAGES) {
        const where = `${route} [${language}]`;
        // Read once loaded, without waiting for the network to go idle first: the page's HTML is
        // whole (content included), and what comes later (pictures, the map's frame, the start
        // script's reporter) changes nothing read here. The wait comes once, at the end.
        await page.goto(`/${language}${route}`);
        await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible({
          timeout: 20_000,
        });
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
      }
      // A late request of either page (the first's until it was left) raises its CSP violation or
      // page error into the same lists.
      await settleNetwork(page);
      expect(errors, route).toEqual([]);
      expect(problems.errors, route).toEqual([]);
      expect(problems.cspViolations, route).toEqual([]);
    });
  });
}
