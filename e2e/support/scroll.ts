import type { Page } from '@playwright/test';

/**
 * Scrolls to the end of the page a screen at a time, as a visitor reading it would: sections that
 * load near the viewport see it pass (jumping straight to the footer would skip them).
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 720;
  for (let top = 0; top <= height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(100);
  }
}
