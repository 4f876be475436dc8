import { expect, test } from '@playwright/test';
import { PAGE_ROUTES } from '../../shared/src/federation/contract';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns } from '../support/hydration';
import { LANGUAGES, onPath, resolveRoute } from '../support/languagePaths';
import { recordErrors, watchForProblems } from '../support/pageGuards';
import { rememberServerHeading, serverHeadingKept } from '../support/routeVisit';
import { settleNetwork } from '../support/settle';
import { seriousViolations } from '../support/seriousAxeViolations';

// Every route at a phone's width (the mobile project only: playwright.config.ts keeps this file
// out of the desktop project, whose every-route.spec.ts visits each route in both languages at
// 1280 px). The server's HTML is the same at any width (site-checks/same-html-at-any-width.test.ts),
// but every page's stylesheet has rules of its own below 768 px, and what is in view, so what
// loads as it nears the viewport, depends on the screen (tooling/test/viewportReaders.test.ts): so
// each route's layout at 375 px is checked once, in one language, the languages taking every other
// route (each meets the other width in every-route.spec.ts): the landmarks shown, one h1, no
// serious axe violation, and, after the visitor's first tap (a touch, which starts the application
// as a click does), hydrated without being drawn again, with no hydration error, CSP violation or
// page error.

const PHONE_SWEEP = 'at a phone’s width, tapped';

const ROUTES = [
  ...PAGE_ROUTES.map(({ path }) => path),
  '/no-such-page',
  '/services/no-such-service',
  '/projects/no-such-project',
  '/blog/no-such-post',
];

test.describe(`every route ${PHONE_SWEEP}`, () => {
  // A cold page load, an axe run and hydration on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const [index, pattern] of ROUTES.entries()) {
    const language = LANGUAGES[index % LANGUAGES.length] ?? 'en';
    test(
      `${pattern} in ${language} ${PHONE_SWEEP}: landmarks, one h1, no serious axe violation; hydrated, not drawn again; no error`,
      { tag: '@mobile' },
      async ({ page }) => {
        const problems = await watchForProblems(page);
        const errors = recordErrors(page);
        await dismissLanguageBanner(page);
        await rememberServerHeading(page);
        const address = onPath(language, await resolveRoute(pattern, language));
        await page.goto(address);
        const heading = page.locator('main h1').first();
        await expect(heading).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('banner').first()).toBeVisible();
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);

        // The first touch starts the application (a tap before the start script runs is the
        // browser's alone: tapped again until React owns the heading).
        await expect(async () => {
          await heading.tap();
          await expect
            .poll(() => reactOwns(page, 'main h1'), { timeout: 10_000, intervals: [100] })
            .toBe(true);
        }).toPass({ timeout: 20_000 });
        expect(await serverHeadingKept(page), "the server's heading was replaced").toBe(true);
        await expect(page).toHaveURL(address);
        await expect(page.getByRole('button', { name: /try again|თავიდან ცდა/i })).toHaveCount(0);
        await settleNetwork(page);
        expect(errors).toEqual([]);
        expect(problems.errors).toEqual([]);
        expect(problems.cspViolations).toEqual([]);
      },
    );
  }
});
