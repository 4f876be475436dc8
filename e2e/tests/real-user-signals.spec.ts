import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { collectBeacons, reporterLoaded } from '../support/pageBeacons';

// Real-user signals (docs/operations.md#what-to-watch): what the page itself sends to the entry's
// POST /_signals with navigator.sendBeacon. The endpoint is answered here, so this proves the
// browser's side alone: when a beacon leaves and what it carries.

/** The reporter has loaded (after the load event, when the browser is idle) and taken over. */
async function reporterStarted(page: Page) {
  await expect.poll(() => reporterLoaded(page), { timeout: 10_000 }).toBe(true);
}

test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

// A remote's failure, reported by one beacon with the route's template: platform.spec.ts's test of a
// remote that cannot be loaded, which shows its retry fallback on that same page.

test('Core Web Vitals are sent when the page is hidden, labelled by route template and language', async ({
  page,
}) => {
  const { bodies } = await collectBeacons(page);
  await page.goto('/ka/blog/how-sprinkler-systems-work');
  await reporterStarted(page);
  // An interaction makes LCP final; nothing is sent while the page is shown.
  await page.mouse.click(5, 300);
  await page.waitForTimeout(500);
  expect(bodies).toEqual([]);

  // The browser hides a page the visitor leaves for another tab or app: the same event, with the
  // same state, as it fires then. (A beacon from a document being unloaded, the other moment it is
  // sent, never reaches Playwright's routes.)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => bodies.length).toBe(1);
  const beacon = bodies[0] as {
    route: string;
    language: string;
    vitals: { name: string; value: number }[];
    failures?: unknown;
  };
  expect(beacon).toMatchObject({ v: 1, route: '/blog/:blogId', language: 'ka' });
  expect(beacon.failures).toBeUndefined();
  const names = beacon.vitals.map(({ name }) => name);
  expect(names).toEqual(expect.arrayContaining(['LCP', 'CLS']));
  for (const { name, value } of beacon.vitals) {
    expect(['LCP', 'INP', 'CLS']).toContain(name);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(name === 'CLS' ? 10 : 60_000);
  }
  expect(beacon.vitals.find(({ name }) => name === 'LCP')?.value).toBeGreaterThan(0);
});
