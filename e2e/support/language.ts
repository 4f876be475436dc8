import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Chooses a language with the header's switcher once the page's scripts have taken it over, as a
 * visitor does: the language changes in place. (Before that the choice is a link the server
 * answers with a new page: html-first-links.spec.ts.) Opening it then moves focus to the active
 * choice, which the browser's own disclosure does not.
 */
export async function chooseLanguage(page: Page, name: 'ქართული' | 'English'): Promise<void> {
  const toggle = languageToggle(page);
  const active = languageDisclosure(toggle).locator('a[aria-current]');
  await expect(async () => {
    await toggle.click();
    await expect(active).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('banner').getByRole('link', { name }).click();
}

/** Switches an English page to Georgian with the header's language menu, as a visitor does. */
export async function switchToGeorgian(page: Page): Promise<void> {
  await chooseLanguage(page, 'ქართული');
}
