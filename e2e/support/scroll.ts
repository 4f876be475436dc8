import type { Page } from '@playwright/test';

/**
 * Scrolls to the end of the page a screen at a time, as a visitor reading it would: sections that
 * load near the viewport see it pass (jumping straight to the footer would skip them). The end is
 * read again at every step: the page grows as those sections arrive, and a visitor reads on.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const step = page.viewportSize()?.height ?? 720;
  // Bounded, for a page that would grow for ever.
  for (let top = 0, screens = 0; screens < 100; top += step, screens += 1) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (top > height) return;
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // IntersectionObserver looks at the page when a frame is drawn: two frames at each screen, or
    // on a busy machine a section passed by between two frames is never seen near the viewport.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    await page.waitForTimeout(100);
  }
}
