import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { watchForProblems } from '../support/pageGuards';
import { LANGUAGES, resolveRoute, ROUTE_PATTERNS } from '../support/routes';
import { SERVICES_URL } from '../support/ports';
import { openSettled } from '../support/settle';
import { languageToggle } from '../support/language';

// Issue 9, accessibility: axe finds no serious or critical violation on any route, in either
// language, at either width, also with menus, dropdowns, FAQ answers and the banner open. Each page
// on its language path (docs/product.md#language-paths); the language banner, which may show on
// any of them, only where the test is about it.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

// One visit per route and width checks everything that holds on every page: axe, the landmarks
// and a single h1, and (issue 9, security) no CSP violation or uncaught page error. Each route is
// seen in both languages, one at each width (Georgian on the desktop for every other route, on
// the phone for the rest), so both languages meet both widths without checking every pair.
test.describe('every route', { tag: '@mobile' }, () => {
  // A cold page load, waiting for the network to go idle, and an axe run.
  test.describe.configure({ timeout: 60_000 });
  for (const [index, pattern] of ROUTE_PATTERNS.entries()) {
    test(`${pattern}, ka and en at one width each: landmarks, one h1, no serious axe violation, no CSP violation or page error`, async ({
      page,
      isMobile,
    }) => {
      const language = LANGUAGES[(index + (isMobile ? 1 : 0)) % LANGUAGES.length];
      const problems = await watchForProblems(page);
      await dismissLanguageBanner(page);
      const route = await resolveRoute(pattern);
      await openSettled(page, `/${language}${route}`);
      await expect(page.getByRole('banner').first()).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }
});

test(
  'axe with the open states: menu or language dropdown, every FAQ answer',
  { tag: '@mobile' },
  async ({ page, isMobile }) => {
    // Two languages, each a full home page scrolled to its end and two axe runs.
    test.setTimeout(90_000);
    // The banner would cover the header's controls opened here.
    await dismissLanguageBanner(page);
    for (const language of LANGUAGES) {
      await openSettled(page, `/${language}/`);
      // The FAQ loads as it nears the viewport: scroll to the end of the page first.
      const faq = page.getByRole('heading', {
        name: /^(frequently asked questions|ხშირად დასმული კითხვები)$/i,
      });
      await expect(async () => {
        await page.mouse.wheel(0, 4000);
        await expect(faq).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      // Each item a native disclosure: open every one by its summary.
      const closedItems = page.locator('main [data-section="faq"] details:not([open]) > summary');
      const count = await closedItems.count();
      expect(count).toBe(5);
      for (let index = 0; index < count; index += 1) {
        await closedItems.first().click();
      }
      await expect(page.locator('main [data-section="faq"] details[open]')).toHaveCount(5);
      if (isMobile) {
        await page
          .getByRole('button', { name: /menu|მენიუ/i })
          .first()
          .click();
      } else {
        // The language switch, a disclosure (its open state is the element's own).
        await languageToggle(page).click();
      }
      // The open state as it stays, not halfway through its opening transition (colours mid-fade
      // measured as low contrast on a busy machine).
      await expect(
        page.locator('header [aria-expanded="true"], header details[open]').first(),
      ).toBeVisible();
      await page.waitForFunction(() =>
        (document.querySelector('header')?.getAnimations({ subtree: true }) ?? []).every(
          (animation) => animation.playState !== 'running',
        ),
      );
      expect(await seriousViolations(page)).toEqual([]);
    }
  },
);

test('axe with the language banner shown', { tag: '@mobile' }, async ({ page }) => {
  await fetch(`${SERVICES_URL}/geo/__control`, {
    method: 'POST',
    body: JSON.stringify({ country: 'GE', primary: 'ok', fallback: 'ok' }),
  });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.clear();
      localStorage.setItem('language', 'en');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await openSettled(page, '/en/about');
  await expect(page.getByRole('button', { name: /Georgian|ქართ/i }).first()).toBeVisible({
    timeout: 10_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('keyboard and structure', { tag: '@mobile' }, () => {
  test('a skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await dismissLanguageBanner(page);
    await openSettled(page, '/en/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('focus is visible on links and buttons', async ({ page }) => {
    await dismissLanguageBanner(page);
    await openSettled(page, '/en/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return 'none';
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    });
    expect(outline).not.toBe('none 0px none');
  });
});
