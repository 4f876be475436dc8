import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES, REMOTES, type RemoteName } from '../../shared/src/federation/contract';
import { CAREERS, startFourthRemoteSite, type FourthRemoteSite } from '../support/fourthRemote';
import { startUsingPage } from '../support/hydration';
import { returningVisitor } from '../support/language';
import { watchForProblems } from '../support/pageGuards';
import { SITE_OFFSETS } from '../support/ports';

// The issue: "A remote is its folder plus one entry in the table." A copy of the repository gets
// a fourth remote, careers, made as a developer makes one (its folder from the contact remote's,
// one entry in shared/src/federation/remotes.ts, `npm run generate`), and only what changed is
// built again: the new remote and the shell, whose router comes from the table. The site started
// from the copy routes it, renders it on the server in both languages inside the shell's header
// and footer, and the browser hydrates it and reaches it through the router. Two builds: @slow.

const TRY_AGAIN = /try again|თავიდან ცდა/i;

// One site for the file, made once: the tests run one after the other in one worker.
test.describe.configure({ mode: 'serial' });

test.describe('a fourth remote: its folder and one entry in the table @slow', () => {
  let site: FourthRemoteSite | undefined;
  test.beforeAll(async () => {
    // Measured on 2 cores: the site is up 40-50 s after the copy began (the two builds about 30-40
    // s of it), 150 s while other work loaded the machine; the tests then take about 5 s.
    test.setTimeout(600_000);
    const begin = Date.now();
    site = await startFourthRemoteSite(SITE_OFFSETS.fourthRemote);
    const steps = Object.entries(site.timings).map(([step, seconds]) => `${step} ${seconds} s`);
    console.log(
      `fourth remote: site up ${(Date.now() - begin) / 1000} s after the copy began (${steps.join(', ')})`,
    );
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  const siteUrl = () => {
    if (!site) throw new Error('the site with a fourth remote did not start');
    return site.url;
  };

  test('the entry answers its page rendered on the server, in both languages, in the shell', async ({
    request,
  }) => {
    for (const language of ['ka', 'en'] as const) {
      const response = await request.get(`${siteUrl()}${CAREERS.route}?lang=${language}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}" data-rendered="server">`);
      // Its page region, drawn by the careers build (its class names carry the app's name).
      expect(html).toMatch(
        new RegExp(
          `<div id="page-root"[^]*<h1 class="careers_[^"]+">${CAREERS.heading[language]}</h1>`,
        ),
      );
      // The shell's parts around it, filled in by the entry: the header with the site's
      // navigation, and the footer.
      expect(html).toMatch(
        /<div id="shell-top"[^]*<header[^]*<nav aria-label[^]*<div id="page-root"/,
      );
      expect(html).toMatch(
        /<div id="page-root"[^]*<div id="shell-footer"[^]*<footer[^]*<\/footer>/,
      );
      expect(html).not.toContain('<!--#');
    }
    // Georgian without ?lang: the site's default for a visitor whose browser asks for it.
    const georgian = await request.get(`${siteUrl()}${CAREERS.route}`, {
      headers: { 'Accept-Language': 'ka' },
    });
    expect(await georgian.text()).toContain(CAREERS.heading.ka);

    const manifest = await request.get(`${siteUrl()}/mfe/${CAREERS.name}/mf-manifest.json`);
    expect(manifest.status()).toBe(200);
    expect(((await manifest.json()) as { name?: string }).name).toBe(CAREERS.name);

    // Every other page of the site still answers: the prerendered ones with their heading (a
    // renderer that is still cold may answer the document the browser draws).
    for (const { path, module } of PAGE_ROUTES.filter((route) => !route.path.includes(':'))) {
      const page = await request.get(`${siteUrl()}${path}?lang=en`);
      expect(page.status(), path).toBe(200);
      const owner = REMOTES[module.split('/')[0] as RemoteName];
      if (owner.pages === 'prerendered') expect(await page.text(), path).toMatch(/<h1[^>]*>/);
    }
  });

  test('the browser hydrates it, and the router shows it from Home without errors', async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    await returningVisitor(page, 'en', { url: siteUrl(), bannerDismissed: true });
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto(`${siteUrl()}${CAREERS.route}`);
    await expect(heading).toHaveText(CAREERS.heading.en);
    await startUsingPage(page);

    await page.goto(siteUrl());
    await expect(heading).toBeVisible();
    await startUsingPage(page);
    await markDocument(page);
    // No link names the new page (the header's navigation is the shell's own list): the router
    // is asked as a link would ask it.
    await page.evaluate((route) => {
      window.history.pushState(null, '', route);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, CAREERS.route);
    await expect(heading).toHaveText(CAREERS.heading.en, { timeout: 20_000 });
    expect(await documentWasReplaced(page)).toBe(false);
    await expect(page.getByRole('button', { name: TRY_AGAIN })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(problems.errors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

/** Marks the open document: the mark is gone once a full page load has replaced it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { openedBeforeNavigation: true }));
}

const documentWasReplaced = (page: Page) =>
  page.evaluate(() => !('openedBeforeNavigation' in window));
