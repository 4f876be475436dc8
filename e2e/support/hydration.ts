import { expect, type Locator, type Page } from '@playwright/test';

/** Whether React owns (has hydrated or drawn) the first element matching `selector`. */
export function reactOwns(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (css) =>
      Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__react')),
    selector,
  );
}

/**
 * The visitor starts using a page the server drew: a tap on `target` (the page's heading unless
 * told), which is not a link. The tap loads the shell's application (the start script listens from
 * the page's first moments: shell/src/start) and, being inside the page, starts the page's region
 * with it (shell/src/app/pageWhenNeeded.ts); returns once React owns the page's heading.
 */
export async function startUsingPage(
  page: Page,
  { target, timeout = 20_000 }: { target?: Locator; timeout?: number } = {},
): Promise<void> {
  // A tap before the start script runs (its request held, or still on its way) is the browser's
  // alone: tapped again until one loads the application. A second tap on a heading changes nothing.
  await expect(async () => {
    await (target ?? page.locator('main h1').first()).click();
    // Asked every 100 ms: the default back-off (1 s between the later asks) found a page that
    // took half a second to hydrate only a second after it had.
    await expect
      .poll(() => reactOwns(page, 'main h1'), {
        timeout: Math.min(timeout, 10_000),
        intervals: [100],
      })
      .toBe(true);
  }).toPass({ timeout });
}

/**
 * The visitor's first tap on a page the server drew, whose scripts are to show `shown` (a remote's
 * retry fallback, say): tapped until it shows, since a tap before the start script runs is the
 * browser's alone.
 */
export async function tapUntilShown(page: Page, shown: Locator, timeout = 20_000): Promise<void> {
  await expect(async () => {
    await page.locator('main h1').first().click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout });
}
