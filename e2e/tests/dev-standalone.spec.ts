import { expect, test } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/federation/contract';
import { devPortsAt, startDevRemote, type DevRemote } from '../support/devRemote';
import { expectStyledAsProduction, pagesOf } from '../support/pageLook';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { scrollThroughPage } from '../support/scroll';

// A team's own loop (README, "Developing and deploying one remote alone"): each remote's
// standalone page on its dev server draws every page it owns as the composed production site
// (this suite's site) draws it, and the company's Home embeds the content remote's widgets from
// its dev server: their localized fallback while that server is not running, their content once it
// is. The dev servers use the suite's local-services.
const DEV_PORTS = devPortsAt(SITE_OFFSETS.devStandalone, PORTS.services);

// Each remote's dev server is started once for the file (a compile of its own, half a minute cold
// on 2 cores): the company's Home then starts the content remote's, which its own pages go on using.
const running = new Map<RemoteName, DevRemote>();
async function devServer(remote: RemoteName): Promise<DevRemote> {
  const known = running.get(remote);
  if (known) return known;
  const started = await startDevRemote(remote, DEV_PORTS);
  running.set(remote, started);
  return started;
}
async function stopDevServer(remote: RemoteName): Promise<void> {
  const dev = running.get(remote);
  running.delete(remote);
  await dev?.stop();
}

// In order, in one worker: the company's Home needs the content dev server stopped, then started.
test.describe.configure({ mode: 'default' });
// Whatever a failed test left running (each block stops its own remote's once its tests are done).
test.afterAll(async () => {
  for (const remote of [...running.keys()]) await stopDevServer(remote);
});

// The contact remote's pages are compared on dev-refresh.spec.ts's contact dev server (one compile
// of it for both).
for (const remote of REMOTE_NAMES.filter((name) => name !== 'contact')) {
  test.describe(`${remote} alone on its dev server`, () => {
    let dev: DevRemote;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      dev = await devServer(remote);
    });
    test.afterAll(async () => {
      await stopDevServer(remote);
    });

    const pages = pagesOf(remote);
    const named = pages.map(({ path, language }) => `${path} in ${language}`).join(', ');
    test(`its pages are styled as on the production site: ${named}`, async ({ page, context }) => {
      test.setTimeout(30_000 + 30_000 * pages.length);
      await expectStyledAsProduction(page, await context.newPage(), dev.url, pages);
    });

    if (remote === 'company') {
      // Before the content remote's block, which goes on with the dev server started here.
      test('the company Home shows the content widgets when the content dev server runs', async ({
        page,
      }) => {
        test.setTimeout(180_000);
        expect(running.has('content')).toBe(false);
        await page.goto(`${dev.url}/?lang=en`);
        await scrollThroughPage(page);
        await expect(
          page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded' }),
        ).toHaveCount(2, { timeout: 30_000 });

        await devServer('content');
        await page.reload();
        await scrollThroughPage(page);
        await expect(page.locator('main a[href="/projects"]').first()).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
    }
  });
}
