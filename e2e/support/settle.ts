import { expect, type Page } from '@playwright/test';

/**
 * Gives a page's late requests (content, images) time to finish before it is inspected. Best
 * effort, bounded: on /contact the map frame's failed navigation (no internet here) sometimes
 * keeps Chromium from ever reporting the network idle, and a page that never goes idle is
 * inspected as it is rather than failing on the wait.
 */
export async function settleNetwork(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
}

/** Opens `url`, waits for its page heading and lets the network settle. */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // A cold load of the shell, the page's remote and its content: patient on a busy 2-core machine.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await settleNetwork(page);
}
