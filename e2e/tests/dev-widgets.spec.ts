import { expect, test } from '@playwright/test';
import { devPortsAt, startDevRemote, type DevRemote } from '../support/devRemote';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { scrollThroughPage } from '../support/scroll';

// The company's Home on its own dev server embeds the content remote's widgets: their localized
// fallback while the content remote's dev server is not running, their content once it is.
const DEV_PORTS = devPortsAt(SITE_OFFSETS.devWidgets, PORTS.services);

test('the company Home shows the content widgets when the content dev server runs', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const started: DevRemote[] = [];
  try {
    const company = await startDevRemote('company', DEV_PORTS);
    started.push(company);
    await page.goto(`${company.url}/?lang=en`);
    await scrollThroughPage(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded' }),
    ).toHaveCount(2, { timeout: 30_000 });

    started.push(await startDevRemote('content', DEV_PORTS));
    await page.reload();
    await scrollThroughPage(page);
    await expect(page.locator('main a[href="/projects"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    for (const dev of started) await dev.stop();
  }
});
