import type { Page, Request } from '@playwright/test';

/**
 * The JSON body of each beacon the page sends to the entry's POST /_signals, answered 204 as the
 * entry does: the browser's side alone (when a beacon leaves and what it carries).
 */
export async function collectBeacons(
  page: Page,
): Promise<{ bodies: unknown[]; requests: Request[] }> {
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

/** Whether the signals reporter has loaded (after the load event, when the browser is idle). */
export function reporterLoaded(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      typeof (window as { __siteSignals?: { deliver?: unknown } }).__siteSignals?.deliver ===
      'function',
  );
}
