import { expect, type Page } from '@playwright/test';
import { readsIn, type Language } from './languagePathParts';

// Language paths (docs/product.md#language-paths) on a browser's page. The addresses and the
// readers of a page's head and links, which need no browser, are languagePathParts.ts's (the site
// checks use them too), and are exported from here as well.
export * from './languagePathParts';

/**
 * The page reads in `language`: its `<html lang>` and its first heading. Patient: on a busy 2-core
 * machine a page load, or a page drawn again in the other language (its content asked for in
 * that language), takes seconds.
 */
export async function expectPageIn(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 20_000 });
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => readsIn(await heading.innerText(), language), {
      message: `the heading reads in ${language}`,
      timeout: 20_000,
    })
    .toBe(true);
}

/** A marker on window that survives only while the document is not loaded again. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { languagePathsMarker: true }));
  return () => page.evaluate(() => 'languagePathsMarker' in window);
}
