import type { Page } from '@playwright/test';

/** Switches an English page to Georgian with the header's language menu, as a visitor does. */
export async function switchToGeorgian(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Language:/ })
    .click();
  await page.getByRole('button', { name: 'ქართული' }).click();
}
