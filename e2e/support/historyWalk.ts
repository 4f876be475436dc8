import { expect, type Page, type Route } from '@playwright/test';
import { chooseLanguage, returningVisitor } from './language';
import { plainDocument } from './plainRequest';

// Issue 66 (tests/history*.spec.ts): every history entry restores its own page, whichever way the
// browser brings it back: the same document (popstate), a new one (no back-forward cache: evicted, full or turned off, as
// Playwright turns it off by default), or the back-forward cache. The entries come from page loads
// and from moves in place (a link followed with the shell running, the language switch), and a
// reload puts a new document under entries an earlier one made, before its shell has started.
// After every step the page shows what a fresh load of its address shows: the server's answer for
// that address (its heading, language and canonical), and only one set of head tags.

interface Shown {
  address: string;
  heading: string;
  lang: string;
  canonicals: string[];
  titles: number;
}

/** What the page shows now, or undefined while a page load replaces it (the start script's). */
async function shown(page: Page): Promise<Shown | undefined> {
  return page
    .evaluate(() => ({
      address: `${location.pathname}${location.search}`,
      heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
      lang: document.documentElement.lang,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      titles: document.head.querySelectorAll('title').length,
    }))
    .catch((error: unknown) => {
      if (String(error).includes('Execution context was destroyed')) return undefined;
      throw error;
    });
}

const freshLoads = new Map<string, Promise<Shown>>();

/** What a fresh load of `address` shows: the server's page for it. */
function freshLoad(address: string): Promise<Shown> {
  let answer = freshLoads.get(address);
  if (!answer) {
    answer = plainDocument(address).then(({ document }) => ({
      address,
      heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
      lang: document.documentElement.lang,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      titles: 1,
    }));
    freshLoads.set(address, answer);
  }
  return answer;
}

/** The page settles on what a fresh load of its address shows. */
async function showsItsAddress(page: Page, step: string) {
  const { pathname, search } = new URL(page.url());
  const address = `${pathname}${search}`;
  const expected = await freshLoad(address);
  await expect
    .poll(() => shown(page), { message: `${step}: ${address}`, timeout: 15_000 })
    .toEqual(expected);
}

/** The visitor's walk: page loads, moves in place, a language switch, reloads, Back and Forward. */
export async function walkTheHistory(page: Page) {
  await returningVisitor(page, 'en', { bannerDismissed: true, once: true });
  await page.goto('/en/projects');
  await showsItsAddress(page, 'the list');
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/en\/projects\?page=2$/);
  await showsItsAddress(page, 'page 2');
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/projects\/[^/?]+$/);
  await showsItsAddress(page, 'a project');
  await chooseLanguage(page, 'ქართული');
  await showsItsAddress(page, 'switched in place');
  // A new document under the entries the earlier one made in place: Back before its start script
  // has run (it is deferred: a slow phone parses long), right away, and once its shell has started.
  const startScript = '**/start.js';
  const held = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    // The page may have gone meanwhile (the start script's own load of the address moved to).
    await route.continue().catch((error: unknown) => {
      if (!String(error).includes('already handled')) throw error;
    });
  };
  await page.route(startScript, held);
  await page.reload({ waitUntil: 'commit' });
  const before = new URL(page.url()).pathname;
  await page.evaluate(() => history.back());
  // (A move by a script: the test waits for the address, as goBack() does.)
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(before);
  await showsItsAddress(page, 'back before the start script ran');
  await page.unroute(startScript, held);
  await page.goForward();
  await showsItsAddress(page, 'forward again');
  for (const wait of [false, true]) {
    await page.reload();
    if (wait) await showsItsAddress(page, 'reloaded');
    for (const step of ['back', 'back', 'back', 'forward', 'forward', 'forward'] as const) {
      await (step === 'back' ? page.goBack() : page.goForward());
      await showsItsAddress(page, `${step} after a reload${wait ? ', the shell started' : ''}`);
    }
  }
}
