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
 * The visitor starts using a page the server drew, once the shell's scripts run: a tap on `target`
 * (the page's heading unless told), which is not a link. Until then its region is not hydrated (shell/src/app/pageWhenNeeded.ts);
 * returns once React owns the page's heading.
 */
export async function startUsingPage(
  page: Page,
  { target, timeout = 20_000 }: { target?: Locator; timeout?: number } = {},
): Promise<void> {
  // A tap before the shell's scripts run is the browser's alone (nothing listens yet): wait for
  // them, as shown by the header they hydrate at start.
  await expect.poll(() => reactOwns(page, 'header'), { timeout }).toBe(true);
  await (target ?? page.locator('main h1').first()).click();
  await expect.poll(() => reactOwns(page, 'main h1'), { timeout }).toBe(true);
}
