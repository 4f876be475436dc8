import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns, startUsingPage } from '../support/hydration';
import { recordErrors } from '../support/pageGuards';
import { SERVICES_URL } from '../support/ports';
import { seriousViolations } from '../support/seriousAxeViolations';
import {
  chooseLanguage,
  languageDisclosure,
  languageToggle,
  returningVisitor,
  switchToGeorgian,
} from '../support/language';

// The shell around every page, against the production builds behind nginx, at 1280 px
// (desktop project): navigation, logo, mobile menu, language switch and banner, footer and the
// not-found page's links followed (what the server writes in them, and each route's title, are
// site-checks/shell-html.test.ts's). At 375 px (mobile project, tests tagged @mobile) what CSS or the header's width
// switch changes there: the hamburger and its full-screen menu, the switcher and the banner in the
// phone's header, the footer's layout. Pages are visited on their language paths
// (docs/product.md#language-paths: `/en/about`), and every link of the shell keeps the path.

const NAV = [
  { path: '/', en: 'Home', ka: 'მთავარი' },
  { path: '/services', en: 'Services', ka: 'სერვისები' },
  { path: '/projects', en: 'Projects', ka: 'პროექტები' },
  { path: '/about', en: 'About us', ka: 'ჩვენ შესახებ' },
  { path: '/blog', en: 'Blog', ka: 'ბლოგი' },
] as const;

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** Every test starts as an English-browser visitor who has not seen the banner yet. */
async function setGeo(country: 'GE' | 'US' | '') {
  const response = await fetch(`${SERVICES_URL}/geo/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ country, primary: 'ok', fallback: 'ok' }),
  });
  expect(response.ok).toBe(true);
}

async function startInGeorgian(page: Page) {
  await returningVisitor(page, 'ka', { once: true });
}

/** The top navigation on desktop; on a phone, the open full-screen menu's navigation. */
async function navigation(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: /Open menu|მენიუს გახსნა/ }).click();
    return page.getByRole('dialog').getByRole('navigation');
  }
  return page.getByRole('banner').getByRole('navigation');
}

/** Every request the page makes to the geolocation stand-in (the banner's country lookup). */
function geoLookups(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SERVICES_URL}/geo/`)) asked.push(request.url());
  });
  return asked;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/**
 * A scroll (smooth, a few hundred ms) read every 50 ms: the default's widening gaps (up to a
 * second) would make the wait longer than the scroll.
 */
const SCROLL_POLL = { intervals: [50] };

test.describe('header', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  // One visitor's walk, each step where the last left the page: the links of the header, the
  // footer and the not-found page are read in the server's HTML (site-checks/shell-html.test.ts);
  // here they are followed, and each step is named so a failure says which.
  test('a walk through the header, the footer and the not-found page: every link lands where it says, at the top', async ({
    page,
  }) => {
    // Eleven page changes and two page loads where the suite's 30 s is the time for a few.
    test.setTimeout(60_000);
    const logo = page.getByRole('banner').getByRole('link', { name: /home page/ });

    await test.step('back to top scrolls to the top, before the scripts run and after', async () => {
      await page.goto('/en/');
      const backToTop = page.getByRole('link', { name: 'Back to top' });
      // Before the scripts, the browser follows the link to the page's top.
      await backToTop.scrollIntoViewIfNeeded();
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBeGreaterThan(200);
      await backToTop.click();
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBe(0);
      expect(new URL(page.url()).hash).toBe('#top');
      // Once they run (the footer hydrates on idle), they scroll there and leave the address alone.
      await page.evaluate(() => window.history.replaceState(null, '', '/en/'));
      await startUsingPage(page);
      await expect.poll(() => reactOwns(page, 'footer'), SCROLL_POLL).toBe(true);
      await backToTop.scrollIntoViewIfNeeded();
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBeGreaterThan(200);
      await backToTop.click();
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBe(0);
      expect(new URL(page.url()).hash).toBe('');
    });

    await test.step('the logo on home scrolls to the top', async () => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBeGreaterThan(200);
      await logo.click();
      await expect(page).toHaveURL('/en/');
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBe(0);
    });

    await test.step('a route change starts at the top of the new page', async () => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBeGreaterThan(200);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
      await expect(page).toHaveURL('/en/about');
      await expect.poll(() => scrollY(page), SCROLL_POLL).toBe(0);
    });

    await test.step('the logo goes home from another page', async () => {
      await logo.click();
      await expect(page).toHaveURL('/en/');
    });

    await test.step('the contact button leads to /contact', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
      await expect(page).toHaveURL('/en/contact');
    });

    await test.step('the navigation reaches every section and marks the active one', async () => {
      for (const item of NAV) {
        const nav = await navigation(page);
        await nav.getByRole('link', { name: item.en, exact: true }).click();
        await expect(page).toHaveURL(`/en${item.path}`);
        const current = await navigation(page);
        await expect(current.getByRole('link', { name: item.en, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(current.locator('[aria-current="page"]')).toHaveCount(1);
      }
    });

    await test.step('a nested route marks its section', async () => {
      await page.goto('/en/blog/some-post');
      const nav = await navigation(page);
      await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await test.step("the not-found page's way back leads home", async () => {
      await page.goto('/en/no-such-page');
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL('/en/');
    });

    await test.step('the switch on the not-found page keeps its address', async () => {
      await page.goto('/en/missing');
      await switchToGeorgian(page);
      await expect(page).toHaveURL('/ka/missing');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    });
  });

  test(
    'the hamburger exists only at 768 px and narrower; its menu opens full screen and closes by its button, a link or Escape',
    { tag: '@mobile' },
    async ({ page }) => {
      const errors = recordErrors(page);
      await page.goto('/en/');
      const hamburger = page.getByRole('button', { name: 'Open menu' });
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      const menuNav = dialog.getByRole('navigation');
      const current = menuNav.locator('[aria-current="page"]');

      await test.step('the hamburger exists only at 768 px and narrower', async () => {
        // The desktop part's navigation (the menu's, inside its dialog, is the phone's).
        const desktopNav = page.locator('header nav:not([role="dialog"] nav)');
        if (!isMobile(page)) {
          await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
          await expect(hamburger).toHaveCount(0);
          await page.setViewportSize({ width: 768, height: 900 });
          await expect(hamburger).toBeVisible();
          // The full-screen menu is the phone layout: the desktop project opens it at phone width
          // too (pointer instead of touch).
          await page.setViewportSize({ width: 375, height: 740 });
          return;
        }
        await expect(hamburger).toBeVisible();
        await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
        // The server's header holds both layouts (it cannot know the width) and hydrates as it is;
        // then the header's width switch (useMediaQuery) drops the desktop part, the phone's stays.
        await expect(desktopNav).toHaveCount(1);
        await startUsingPage(page);
        await expect.poll(() => reactOwns(page, 'header button[popovertarget]')).toBe(true);
        await expect(desktopNav).toHaveCount(0);
        await expect(hamburger).toBeVisible();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
        expect(errors).toEqual([]);
      });

      await test.step("the phone's header keeps the language switcher", async () => {
        // It opens on screen (once the scripts run, focus moves to the active language) and Escape
        // closes it.
        const toggle = languageToggle(page, 'Language: English');
        await expect(async () => {
          await toggle.click();
          await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeFocused(
            { timeout: 500 },
          );
        }).toPass({ timeout: 20_000 });
        await expect(
          page.getByRole('banner').getByRole('link', { name: 'ქართული' }),
        ).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(languageDisclosure(toggle)).not.toHaveAttribute('open');
        await expect(toggle).toBeFocused();
      });

      await test.step('the menu opens full screen with every section, and its button closes it', async () => {
        await hamburger.click();
        await expect(dialog).toBeVisible();
        // Every section and the contact page, on this language's path; the current one marked.
        for (const item of [...NAV, { path: '/contact', en: 'Contact us' }]) {
          await expect(menuNav.getByRole('link', { name: item.en, exact: true })).toHaveAttribute(
            'href',
            `/en${item.path}`,
          );
        }
        await expect(current).toHaveText('Home');
        await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
        const box = await dialog.boundingBox();
        // Layout boxes are fractional (739.99997 after a viewport resize): compare whole pixels.
        expect(Math.round(box?.width ?? 0)).toBe(375);
        expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(740);
        await expect(dialog.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
        await expect(dialog.getByRole('link', { name: /Facebook/ })).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

        await dialog.getByRole('button', { name: 'Close menu' }).click();
        await expect(dialog).toBeHidden();
        await expect(hamburger).toBeFocused();
        // Given back when React has drawn the menu closed, which may come a frame after the focus.
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
          .not.toBe('hidden');
      });

      await test.step('a link closes it, Escape closes it', async () => {
        await hamburger.click();
        await dialog.getByRole('link', { name: 'Projects', exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL('/en/projects');

        await hamburger.click();
        await expect(dialog).toBeVisible();
        await expect(current).toHaveText('Projects');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      await test.step("a nested route keeps its section marked; the menu's contact link leads to the form", async () => {
        await page.goto('/en/blog/some-post');
        await hamburger.click();
        await expect(current).toHaveText('Blog');
        await dialog.getByRole('link', { name: 'Contact us', exact: true }).click();
        await expect(page).toHaveURL('/en/contact');
        await expect(dialog).toBeHidden();
      });

      await test.step('every section is reached through the menu and marked current there', async () => {
        for (const item of NAV) {
          await hamburger.click();
          await dialog.getByRole('link', { name: item.en, exact: true }).click();
          await expect(dialog).toBeHidden();
          await expect(page).toHaveURL(`/en${item.path === '/' ? '/' : item.path}`);
          await hamburger.click();
          await expect(current).toHaveText(item.en);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });

      await test.step("the phone's switcher closes on a tap outside, and choosing Georgian moves the page in place", async () => {
        const toggle = languageToggle(page, 'Language: English');
        const disclosure = languageDisclosure(toggle);
        await toggle.click();
        await expect(disclosure).toHaveAttribute('open');
        // A touch screen closes it on touchstart (LanguageSwitcher.tsx); a mouse on a click.
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        const [x, y] = [(heading?.x ?? 0) + 5, (heading?.y ?? 0) + 5];
        if (await page.evaluate(() => 'ontouchstart' in window)) {
          await page.touchscreen.tap(x, y);
        } else {
          await page.mouse.click(x, y);
        }
        await expect(disclosure).not.toHaveAttribute('open');
        await toggle.click();
        await page.getByRole('banner').getByRole('link', { name: 'ქართული' }).click();
        await expect(page).toHaveURL('/ka/blog');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('ბლოგი');
      });
    },
  );
});

test.describe('language', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  test('the switcher closes on Escape and on a click outside; choosing Georgian changes the texts and <html lang> in place and survives a reload', async ({
    page,
  }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await test.step('the switcher closes on Escape and on a click outside', async () => {
      const toggle = languageToggle(page, 'Language: English');
      const disclosure = languageDisclosure(toggle);
      const georgian = page.getByRole('banner').getByRole('link', { name: 'ქართული' });
      // Opened once the scripts run: focus moves to the active language then.
      await expect(async () => {
        await toggle.click();
        await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeFocused({
          timeout: 500,
        });
      }).toPass({ timeout: 20_000 });
      await expect(georgian).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(disclosure).not.toHaveAttribute('open');
      await expect(toggle).toBeFocused();

      await toggle.click();
      await expect(disclosure).toHaveAttribute('open', '');
      await page.getByRole('main').click({ position: { x: 5, y: 5 } });
      await expect(disclosure).not.toHaveAttribute('open');
      await expect(georgian).toBeHidden();
    });

    await test.step('choosing Georgian draws the page again in place, on its path', async () => {
      // A marker on window survives only if the page is not loaded again.
      await page.evaluate(() => Object.assign(window, { shellSpecMarker: true }));
      await chooseLanguage(page, 'ქართული');

      // The same page on the Georgian path, drawn in place.
      await expect(page).toHaveURL('/ka/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
      const toggle = languageToggle(page, 'ენა: ქართული');
      await expect(toggle).toBeVisible();
      await expect(languageDisclosure(toggle)).not.toHaveAttribute('open');
      await expect(toggle).toBeFocused();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'სერვისები' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/ალიონი ინჟინერინგი/);
      expect(await page.evaluate(() => 'shellSpecMarker' in window)).toBe(true);
      // Mirrored into cookies, so the server can lead the next visit to the chosen language.
      const cookies = Object.fromEntries(
        (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
      );
      expect(cookies).toMatchObject({ language: 'ka', languageSetManually: 'true' });
    });

    await test.step('the choice survives a reload and leads the address without a language', async () => {
      await page.reload();
      await expect(page).toHaveURL('/ka/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'სერვისები' }),
      ).toBeVisible();
      await page.goto('/');
      await expect(page).toHaveURL('/ka/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    });
  });
});

// When the banner is offered and what it does is the same at any width; how it arrives is not.
test.describe('language banner', () => {
  // Every test here wants a Georgian answer; the stub is shared, so nobody sets anything else.
  test.beforeEach(async () => setGeo('GE'));

  const banner = (page: Page) => page.getByRole('region', { name: 'Language suggestion' });

  /** How long after the page's load the banner looks the country up (BANNER_DELAY_MS, languageBanner.ts). */
  const BANNER_DELAY_MS = 1000;

  test(
    'suggests Georgian to an English browser in Georgia, sliding in over the page (nothing below it moves, no serious axe violation), and not again once closed',
    { tag: '@mobile' },
    async ({ page }) => {
      // The banner's wait after the load is a timer of the page: its clock jumps over it.
      await page.clock.install();
      const lookups = geoLookups(page);
      await page.goto('/en/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const before = await heading.boundingBox();
      await page.clock.fastForward(BANNER_DELAY_MS);

      await test.step('it slides in over the page: nothing below it moves', async () => {
        await expect(banner(page)).toBeVisible({ timeout: 10_000 });
        await expect(banner(page)).toContainText('Georgian');
        // Measured once the slide-in has finished.
        await banner(page).evaluate((element) =>
          Promise.all(
            element.getAnimations({ subtree: true }).map((animation) => animation.finished),
          ),
        );
        expect(await heading.boundingBox()).toEqual(before);
        expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe(
          'fixed',
        );
      });

      await test.step('the page with it has no serious axe violation', async () => {
        // Issue 9: a content page with the banner shown, at either width (at 375 px the content
        // page's layout of its own): its landmarks, and nothing serious for axe.
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toBeAttached();
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('once closed, it is not offered again', async () => {
        await banner(page).getByRole('button', { name: 'Close the suggestion' }).click();
        await expect(banner(page)).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem('languageBannerDismissed'))).toBe(
          'true',
        );
        expect(lookups.length, 'the country was looked up before the banner came').toBeGreaterThan(
          0,
        );

        lookups.length = 0;
        await page.reload();
        await expect(page.getByRole('banner')).toBeVisible();
        // Past the delay after the load: a banner to come would have asked for the country by now.
        await page.clock.fastForward(BANNER_DELAY_MS);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(lookups, 'no country lookup after the banner was closed').toEqual([]);
        await expect(banner(page)).toHaveCount(0);
      });
    },
  );

  test('accepting switches to Georgian', async ({ page }) => {
    await page.goto('/en/services');
    await banner(page).getByRole('button', { name: 'Switch to Georgian' }).click({
      timeout: 10_000,
    });
    // The same page on the Georgian path.
    await expect(page).toHaveURL('/ka/services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await expect(page.getByRole('region', { name: 'ენის შეთავაზება' })).toHaveCount(0);
  });

  /** How long an accepted suggestion waits for the shell (SHELL_TAKEOVER_MS, languageBanner.ts). */
  const SHELL_TAKEOVER_MS = 10_000;

  test("accepting while the shell's application cannot load gives the page in Georgian from the server", async ({
    page,
  }) => {
    // The start script's wait for the shell (10 s, SHELL_TAKEOVER_MS) is a timer of the page: its
    // clock jumps over it, firing it as that long a wait would, without the test sitting through it.
    await page.clock.install();
    // The application's files fail: the banner is the start script's, which loads the page on
    // the Georgian path (the language stored and in the cookies).
    await page.route(/\/main\.[0-9a-f]{10}\.js$/, (route) => route.abort());
    await page.goto('/en/services');
    await banner(page).getByRole('button', { name: 'Switch to Georgian' }).click({
      timeout: 10_000,
    });
    await expect(banner(page)).toHaveCount(0);
    await page.clock.fastForward(SHELL_TAKEOVER_MS);
    // After that wait, the page is loaded on the Georgian path.
    await expect(page).toHaveURL('/ka/services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ჩვენი სერვისები');
    await expect(page.getByRole('region', { name: 'ენის შეთავაზება' })).toHaveCount(0);
  });

  test('a Georgian visitor in Georgia gets no suggestion', async ({ page }) => {
    await page.clock.install();
    const lookups = geoLookups(page);
    await startInGeorgian(page);
    await page.goto('/ka/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    // Past the delay after the load: a banner to come would have asked for the country by now.
    await page.clock.fastForward(BANNER_DELAY_MS);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(lookups, 'no country lookup for a visitor who chose their language').toEqual([]);
    await expect(page.getByRole('region', { name: 'ენის შეთავაზება' })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  // What the footer holds (its links, contacts, hours and copyright) is the server's HTML
  // (site-checks/shell-html.test.ts); here it is on screen at each width, and its links work.
  test(
    'shows the call to action and the hours, and its useful links lead to their sections',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/en/about');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('img', { name: 'A red fire extinguisher' })).toBeVisible();
      await expect(footer.getByText('Monday – Saturday: 9:00–18:00')).toBeVisible();
      await expect(footer.getByText('Sunday: closed')).toBeVisible();
      const useful = footer.getByRole('navigation', { name: 'Useful links' });
      await useful.getByRole('link', { name: 'Projects', exact: true }).click();
      await expect(page).toHaveURL('/en/projects');
    },
  );
});
