import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { devPortsAt, startDevRemote, type DevRemote } from '../support/devRemote';
import { expectStyledAsProduction, pagesOf } from '../support/pageLook';
import { PORTS, SITE_OFFSETS } from '../support/ports';

// React Fast Refresh on a remote's standalone dev page: an edit to a component, then to its
// stylesheet, shows in the open page without a reload, and what the visitor typed stays. Before the
// edits, the same dev server's pages are compared with the production site's (support/pageLook.ts).
// The edits go to copies of the page's files (ignored by git) that the dev server builds in the
// originals' place (support/sourceCopy.webpack.mts), so a crash cannot leave the repository edited.

const repoRoot = path.resolve(__dirname, '../..');
const pageDir = path.join(repoRoot, 'mfe-contact/src/features/contact');
const original = path.join(pageDir, 'ContactPage.tsx');
const copyName = `ContactPage.e2e-copy-${process.pid}`;
const copy = path.join(pageDir, `${copyName}.tsx`);
const styleCopy = path.join(pageDir, `${copyName}.module.scss`);
// Nothing else listens here: the dev script must start local-services itself.
const DEV_PORTS = devPortsAt(SITE_OFFSETS.devRefresh, PORTS.entry + SITE_OFFSETS.devRefresh + 10);
const servicesAnswer = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${DEV_PORTS.services}/healthz`)).ok;
  } catch {
    return false;
  }
};

function edit(file: string, from: string, to: string) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(file, source.replace(from, to));
}

const CONTACT_PAGES = pagesOf('contact');

test(`the contact dev server's pages are styled as on the production site (${CONTACT_PAGES.map(({ path, language }) => `${path} in ${language}`).join(', ')}), and an edited component and stylesheet refresh the open page and keep its state`, async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  expect(await servicesAnswer()).toBe(false);
  let dev: DevRemote | undefined;
  try {
    copyFileSync(path.join(pageDir, 'ContactPage.module.scss'), styleCopy);
    writeFileSync(
      copy,
      readFileSync(original, 'utf8').replace(
        "'./ContactPage.module.scss'",
        `'./${copyName}.module.scss'`,
      ),
    );
    dev = await startDevRemote('contact', DEV_PORTS, {
      webpackArgs: ['--config', path.join(repoRoot, 'e2e/support/sourceCopy.webpack.mts')],
      env: { E2E_SOURCE_COPY: JSON.stringify({ original, copy }) },
    });
    expect(await servicesAnswer()).toBe(true);

    // The contact remote's standalone pages as the production site draws them (dev-standalone.spec.ts
    // compares the other remotes'): compared here, before any edit, so its dev server compiles once.
    // The copy of its page differs from the page only in its stylesheet's file name.
    await expectStyledAsProduction(page, await context.newPage(), dev.url, CONTACT_PAGES);

    await page.goto(`${dev.url}/contact?lang=en`);
    const intro = page.locator('main header p');
    await expect(intro).toBeVisible({ timeout: 30_000 });
    // A reload would lose this, and the typed name.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    const name = page.getByLabel('Name');
    await name.fill('Nino Refresh');

    edit(copy, '{t.page.intro}</p>', '{t.page.intro} (edited while open)</p>');
    await expect(intro).toContainText('(edited while open)', { timeout: 30_000 });
    await expect(name).toHaveValue('Nino Refresh');

    writeFileSync(
      styleCopy,
      `${readFileSync(styleCopy, 'utf8')}\n.intro { color: rgb(1, 2, 3); }\n`,
    );
    await expect(intro).toHaveCSS('color', 'rgb(1, 2, 3)', { timeout: 30_000 });
    await expect(intro).toContainText('(edited while open)');
    await expect(name).toHaveValue('Nino Refresh');
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
  } finally {
    await dev?.stop();
    rmSync(copy, { force: true });
    rmSync(styleCopy, { force: true });
  }
  // What the dev script started, it stopped.
  await expect.poll(servicesAnswer, { timeout: 10_000 }).toBe(false);
});
