import { expect, test, type Page, type Request } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { tapUntilShown } from '../support/hydration';

// Real-user signals (docs/operations.md#what-to-watch): what the page itself sends to the entry's
// POST /_signals with navigator.sendBeacon. The endpoint is answered here, so this proves the
// browser's side alone: when a beacon leaves and what it carries.

/** The JSON body of each beacon the page sends, answered 204 as the entry does. */
async function collectBeacons(page: Page): Promise<{ bodies: unknown[]; requests: Request[] }> {
  const bodies: unknown[] = [];
  const requests: Request[] = [];
  await page.route('**/_signals', async (route) => {
    const request = route.request();
    requests.push(request);
    bodies.push(JSON.parse(request.postData() ?? 'null'));
    await route.fulfill({ status: 204 });
  });
  return { bodies, requests };
}

/** The reporter has loaded (after the load event, when the browser is idle) and taken over. */
async function reporterStarted(page: Page) {
  await page.waitForFunction(
    () =>
      typeof (window as { __siteSignals?: { deliver?: unknown } }).__siteSignals?.deliver ===
      'function',
    undefined,
    { timeout: 10_000 },
  );
}

test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

/** How long after a failure its beacon leaves (FAILURE_DELAY_MS, shared/src/signals/reporter.ts). */
const FAILURE_DELAY_MS = 2_000;

test("a remote whose files do not load is reported: one beacon with the route's template", async ({
  page,
}) => {
  // The reporter's wait before a failure's beacon is a timer of the page: its clock jumps over it.
  await page.clock.install();
  // Every beacon the page sends, counted as it is sent (one in flight is not yet at the route).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    let sent = 0;
    Object.defineProperty(window, 'beaconsSent', { get: () => sent });
    navigator.sendBeacon = (url, data) => {
      sent += 1;
      return send(url, data);
    };
  });
  const beaconsSent = () =>
    page.evaluate(() => (window as unknown as { beaconsSent: number }).beaconsSent);
  const { bodies, requests } = await collectBeacons(page);
  await page.route('**/mfe/contact/**', (route) => route.abort());
  await page.goto('/en/contact');
  // The server's page reads as it is; the first tap starts its scripts, which find no remote.
  await tapUntilShown(page, page.getByRole('button', { name: 'Try again' }));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          typeof (window as { __siteSignals?: { deliver?: unknown } }).__siteSignals?.deliver ===
          'function',
      ),
    )
    .toBe(true);
  await page.clock.fastForward(FAILURE_DELAY_MS);
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toMatchObject({
    v: 1,
    route: '/contact',
    language: 'en',
    failures: [{ kind: 'remote_not_loaded', remote: 'contact' }],
  });
  // And whatever vitals were known by then (the tap settled the largest paint), nothing else.
  expect(Object.keys(bodies[0] ?? {}).filter((key) => key !== 'vitals')).toEqual([
    'v',
    'route',
    'language',
    'failures',
  ]);
  const request = requests[0]!;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).pathname).toBe('/_signals');
  // Nothing else is sent while the page stays open: every timer of the next seconds runs, those it
  // sets too, and the page has still sent one beacon.
  await page.clock.runFor(3_000);
  expect(await beaconsSent()).toBe(1);
  expect(bodies).toHaveLength(1);
});

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
