import { expect, type Locator, type Page } from '@playwright/test';
import { SITE_URL } from './ports';

/**
 * The header's language toggle: its disclosure's summary, named by its label (`Language: English`,
 * `ენა: ქართული`). The phone menu holds a second one, in the page but not shown while the menu is
 * closed: the one on screen is the visitor's.
 */
export function languageToggle(page: Page, name: string | RegExp = /^(Language|ენა):/): Locator {
  return page.getByRole('banner').getByLabel(name).filter({ visible: true });
}

/** The disclosure around a toggle, whose `open` is the switcher's state. */
export function languageDisclosure(toggle: Locator): Locator {
  return toggle.locator('xpath=..');
}

/** The language each of the switch's choices names (docs/product.md#language-paths). */
const CHOICE_LANGUAGE = { ქართული: 'ka', English: 'en' } as const;

/**
 * Chooses a language with the header's switcher once the page's scripts have taken it over, as a
 * visitor does: the language changes in place, and the address moves to the same page on the
 * chosen language's path (`/en/projects?page=2` → `/ka/projects?page=2`) without a page load.
 * (Before that the choice is a link to that address, which the server answers with a new page:
 * html-first-links.spec.ts.) Opening it then moves focus to the active choice, which the
 * browser's own disclosure does not. Returns once the address is on the chosen language's path.
 */
export async function chooseLanguage(page: Page, name: 'ქართული' | 'English'): Promise<void> {
  const toggle = languageToggle(page);
  const active = languageDisclosure(toggle).locator('a[aria-current]');
  await expect(async () => {
    await toggle.click();
    await expect(active).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('banner').getByRole('link', { name }).click();
  const language = CHOICE_LANGUAGE[name];
  await expect
    .poll(() => new URL(page.url()).pathname, { message: `the address moves to /${language}/…` })
    .toMatch(new RegExp(`^/${language}/`));
}

/** Switches an English page to Georgian with the header's language menu, as a visitor does. */
export async function switchToGeorgian(page: Page): Promise<void> {
  await chooseLanguage(page, 'ქართული');
}

export interface ReturningVisitorOptions {
  /** The site's address (another site of a test's own), for the cookies. */
  url?: string;
  /** The language banner was closed on an earlier visit. */
  bannerDismissed?: boolean;
  /** Seeded before the test's first page only, so a switch made in the test holds on reloads. */
  once?: boolean;
}

/**
 * A returning visitor who chose `language` by hand, as their browser holds it before the first
 * page: in storage, and in the cookies that mirror it, from which the entry renders the page in
 * that language (the browser then starts from the page's language, never deciding again).
 */
export async function returningVisitor(
  page: Page,
  language: 'ka' | 'en',
  { url = SITE_URL, bannerDismissed = false, once = false }: ReturningVisitorOptions = {},
): Promise<void> {
  // For the whole site (a cookie given a page's address would hold under its path alone).
  const site = new URL(url).origin;
  await page.context().addCookies([
    { name: 'language', value: language, url: site },
    { name: 'languageSetManually', value: 'true', url: site },
  ]);
  await page.addInitScript(
    (seed) => {
      if (seed.once) {
        if (sessionStorage.getItem('returning-visitor-seeded')) return;
        sessionStorage.setItem('returning-visitor-seeded', 'yes');
      }
      localStorage.setItem('language', seed.language);
      localStorage.setItem('languageSetManually', 'true');
      if (seed.bannerDismissed) localStorage.setItem('languageBannerDismissed', 'true');
    },
    { language, bannerDismissed, once },
  );
}
