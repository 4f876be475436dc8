import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns, startUsingPage } from '../support/hydration';
import { newestSlug } from '../support/routes';
import { recordErrors } from '../support/pageGuards';

// Nothing a visitor does before the scripts run is lost or ignored: what opens works without
// them (the FAQ items, the phone menu, a project's services dropdown; docs/product.md#home,
// #header-and-navigation, #project-detail), and what was opened before hydration stays open after
// it. The newest project (the one the global set-up has the server draw) lists services.

const TEXTS = {
  en: {
    locale: 'en-US',
    faq: 'Frequently asked questions',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    links: ['Home', 'Services', 'Projects', 'About us', 'Blog', 'Contact us'],
    projects: 'Projects',
    projectsTitle: 'Our projects',
    about: 'About the project',
    services: 'Services',
  },
  ka: {
    locale: 'ka-GE',
    faq: 'ხშირად დასმული კითხვები',
    openMenu: 'მენიუს გახსნა',
    closeMenu: 'მენიუს დახურვა',
    menu: 'მენიუ',
    links: ['მთავარი', 'სერვისები', 'პროექტები', 'ჩვენ შესახებ', 'ბლოგი', 'დაგვიკავშირდით'],
    projects: 'პროექტები',
    projectsTitle: 'ჩვენი პროექტები',
    about: 'პროექტის შესახებ',
    services: 'სერვისები',
  },
} as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** A native disclosure (details) and its control: a summary has no ARIA role to find it by. */
function disclosure(scope: Locator, index = 0) {
  const details = scope.locator('details').nth(index);
  return { details, summary: details.locator(':scope > summary') };
}

/** Presses what a visitor presses: a tap on a touch screen (the mobile project), else a click. */
async function press(page: Page, control: Locator) {
  if (isPhone(page) && test.info().project.use.hasTouch) await control.tap();
  else await control.click();
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

type Language = keyof typeof TEXTS;

async function faqOpensWithoutScripts(page: Page, language: Language) {
  const t = TEXTS[language];
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const faq = page.getByRole('region', { name: t.faq });
  await faq.scrollIntoViewIfNeeded();
  const second = disclosure(faq, 1);
  const answer = second.details.getByRole('paragraph');
  await expect(second.summary.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(answer).toBeHidden();

  await second.summary.click();
  await expect(second.details).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();

  const third = disclosure(faq, 2);
  await third.summary.focus();
  await page.keyboard.press('Enter');
  await expect(third.details.getByRole('paragraph')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(third.details.getByRole('paragraph')).toBeHidden();
  await expect(answer).toBeVisible();

  await second.summary.click();
  await expect(answer).toBeHidden();
}

async function servicesOpenWithoutScripts(page: Page, language: Language) {
  const t = TEXTS[language];
  await page.goto(`/projects/${await newestSlug('project')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const about = page.getByRole('complementary', { name: t.about });
  const services = disclosure(about);
  await expect(services.summary).toHaveText(t.services);
  const list = services.details.getByRole('list');
  await expect(list).toBeHidden();

  await services.summary.click();
  await expect(list).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);
  await services.summary.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await page.keyboard.press('Space');
  await expect(list).toBeVisible();
}

async function phoneMenuWithoutScripts(page: Page, language: Language) {
  const t = TEXTS[language];
  // The phone layout: the desktop project sees it at phone width too (pointer, not touch).
  if (!isPhone(page)) await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const hamburger = page.getByRole('button', { name: t.openMenu });
  const dialog = page.getByRole('dialog', { name: t.menu });
  await expect(dialog).toBeHidden();
  // Until scripts run the browser tells whether it is open: no fixed aria-expanded.
  await expect(hamburger).not.toHaveAttribute('aria-expanded');

  await press(page, hamburger);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(375);
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(740);
  const links = dialog.getByRole('navigation').getByRole('link');
  await expect(links).toHaveText([...t.links]);
  for (const link of await links.all()) await expect(link).toBeVisible();
  await expect(dialog.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');

  await press(page, dialog.getByRole('button', { name: t.closeMenu }));
  await expect(dialog).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe('hidden');

  // From the keyboard: Enter opens, Tab walks into the menu, Escape closes; Space opens again.
  await hamburger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await hamburger.focus();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();

  // A link is a plain link: the next page arrives with the menu closed.
  await press(page, dialog.getByRole('link', { name: t.projects, exact: true }));
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.projectsTitle);
  await expect(dialog).toBeHidden();
}

const FAQ_STEP =
  'an FAQ item opens by mouse and keyboard and shows its answer; items never close each other';
const SERVICES_STEP = "a project's services dropdown opens by mouse and keyboard";
const MENU_STEP = 'the hamburger opens the full-screen menu, its links work, and it closes';

test.describe('without JavaScript (en, from Accept-Language)', () => {
  test.use({ javaScriptEnabled: false, locale: TEXTS.en.locale });

  test(`${FAQ_STEP}; ${SERVICES_STEP}`, async ({ page }) => {
    await test.step(FAQ_STEP, () => faqOpensWithoutScripts(page, 'en'));
    await test.step(SERVICES_STEP, () => servicesOpenWithoutScripts(page, 'en'));
  });

  // On a touch screen (mobile project) in English; in both languages at 375 px with a pointer.
  test(MENU_STEP, { tag: '@mobile' }, async ({ page }) => phoneMenuWithoutScripts(page, 'en'));
});

test.describe('without JavaScript (ka, from Accept-Language)', () => {
  test.use({ javaScriptEnabled: false, locale: TEXTS.ka.locale });

  test(`${FAQ_STEP}; ${SERVICES_STEP}; ${MENU_STEP}`, async ({ page }) => {
    await test.step(FAQ_STEP, () => faqOpensWithoutScripts(page, 'ka'));
    await test.step(SERVICES_STEP, () => servicesOpenWithoutScripts(page, 'ka'));
    await test.step(MENU_STEP, () => phoneMenuWithoutScripts(page, 'ka'));
  });
});

/**
 * Holds the shell's start script (shell/src/start, which loads the application and so every region)
 * until `release` is called: the page is the server's HTML alone, as on a slow phone.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/start.js',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

async function untilHydrated(page: Page, selector: string) {
  await expect.poll(() => reactOwns(page, selector), { timeout: 20_000 }).toBe(true);
}

test.describe('opened before the scripts run, still open after them', () => {
  test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

  test('an FAQ item', async ({ page }) => {
    const errors = recordErrors(page);
    const release = await holdScripts(page);
    await page.goto('/?lang=en', { waitUntil: 'commit' });
    const faq = page.getByRole('region', { name: TEXTS.en.faq });
    await faq.scrollIntoViewIfNeeded();
    const item = disclosure(faq, 3);
    await item.summary.click();
    await expect(item.details).toHaveAttribute('open', '');
    expect(await reactOwns(page, 'main [data-section="faq"] summary')).toBe(false);

    release();
    // The page is hydrated when the visitor next uses it; the FAQ's code loads as it is near the
    // viewport, and hydrates it.
    await startUsingPage(page, { target: faq.getByRole('heading', { name: TEXTS.en.faq }) });
    await untilHydrated(page, 'main [data-section="faq"] summary');
    await expect(item.details).toHaveAttribute('open', '');
    await expect(item.details.getByRole('paragraph')).toBeVisible();
    // Still the visitor's to close, and the others' to open.
    await item.summary.click();
    await expect(item.details.getByRole('paragraph')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("a project's services dropdown", async ({ page }) => {
    const errors = recordErrors(page);
    const release = await holdScripts(page);
    await page.goto(`/projects/${await newestSlug('project')}?lang=ka`, { waitUntil: 'commit' });
    const services = disclosure(page.getByRole('complementary', { name: TEXTS.ka.about }));
    await services.summary.click();
    await expect(services.details.getByRole('list')).toBeVisible();

    release();
    await startUsingPage(page);
    await untilHydrated(page, 'aside details > summary');
    await expect(services.details).toHaveAttribute('open', '');
    await expect(services.details.getByRole('list')).toBeVisible();
    await services.summary.click();
    await expect(services.details.getByRole('list')).toBeHidden();
    expect(errors).toEqual([]);
  });

  // At 375 px with a pointer (the desktop project); a tap before the scripts run is the test above's.
  test('the phone menu, which the scripts then take over', async ({ page }) => {
    if (!isPhone(page)) await page.setViewportSize({ width: 375, height: 740 });
    const errors = recordErrors(page);
    const release = await holdScripts(page);
    await page.goto('/about?lang=en', { waitUntil: 'commit' });
    const hamburger = page.getByRole('button', { name: TEXTS.en.openMenu });
    const dialog = page.getByRole('dialog', { name: TEXTS.en.menu });
    await press(page, hamburger);
    await expect(dialog).toBeVisible();
    await expect(hamburger).not.toHaveAttribute('aria-expanded');

    release();
    await untilHydrated(page, 'header button[popovertarget]');
    await expect(dialog).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(await bodyOverflow(page)).toBe('hidden');
    // The scripts' behaviour from here on: Escape closes it and focus returns to the hamburger.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(errors).toEqual([]);
  });
});
