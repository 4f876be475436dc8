import { expect, test } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { LANGUAGES } from '../support/routes';
import { languageToggle } from '../support/language';
import { seriousViolations } from '../support/seriousAxeViolations';

// Issue 9, accessibility: axe finds no serious or critical violation on any route, in either
// language (every-route.spec.ts, which also checks the landmarks, one h1, CSP and page errors), also
// with menus, dropdowns and FAQ answers open (here) and the banner shown (shell.spec.ts). Each page
// on its language path (docs/product.md#language-paths); the language banner, which may show on
// any of them, only where the test is about it. At 375 px axe runs once on each layout that
// differs there: the home with the phone menu open (here), a content page with the banner
// (shell.spec.ts) and the contact form with its messages (contact.spec.ts).

test(
  'axe with the open states: menu or language dropdown, every FAQ answer',
  { tag: '@mobile' },
  async ({ page, isMobile }) => {
    // Up to two languages, each a full home page scrolled to its end and an axe run.
    test.setTimeout(90_000);
    // The banner would cover the header's controls opened here.
    await dismissLanguageBanner(page);
    // Both languages at both widths: on a phone its menu is a layout of its own, whose words wrap
    // differently in each language.
    for (const language of LANGUAGES) {
      // Read once the page has loaded and its sections are open, without waiting for the network
      // to go idle: what comes later (pictures, the start script's reporter) changes nothing axe
      // reads.
      await page.goto(`/${language}/`);
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

// At a phone's width too: the skip link's and the focus ring's stylesheets have phone rules.
test.describe('keyboard and structure', { tag: '@mobile' }, () => {
  test('a skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await dismissLanguageBanner(page);
    // The keyboard's first stops are in the server's HTML: no wait for the network after the load.
    await page.goto('/en/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('focus is visible on links and buttons', async ({ page }) => {
    await dismissLanguageBanner(page);
    await page.goto('/en/');
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
