import { expect, test, type Page } from '@playwright/test';
import { returningVisitor } from '../support/language';
import { watchForProblems } from '../support/pageGuards';
import {
  removeSourceCopies,
  startRedeployableSite,
  type RedeployableSite,
} from '../support/redeploy';
import { resolveRoute } from '../support/routes';
import { SITE_OFFSETS, SITE_URL } from '../support/ports';
import { startUsingPage } from '../support/hydration';

// Issue 21: a team redeploys its remote (or the shell) while a visitor has a page open. The old
// build's hashed files are gone; the visitor's next click must still show the page: the new code,
// through a full page load of that address (docs/architecture.md#time-outs-and-failures). A remote
// that is really down keeps its try-again box. Each redeploy is a real second build (1 to 4
// minutes on 2 cores), made in beforeAll: tagged @slow.

const TRY_AGAIN = /try again|თავიდან ცდა/i;

/** The visitor's language, stored and mirrored into cookies, with the banner dismissed. */
async function visitInEnglish(page: Page, url: string): Promise<void> {
  await returningVisitor(page, 'en', { url, bannerDismissed: true });
}

/** Marks the open document: the mark is gone once a full page load has replaced it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { openedBeforeRedeploy: true }));
}

const documentWasReplaced = (page: Page) =>
  page.evaluate(() => !('openedBeforeRedeploy' in window));

/**
 * The visitor starts using the page (a server-rendered page region is hydrated only then), until
 * the region's React root has taken over the server's markup.
 */
async function waitUntilInteractive(page: Page): Promise<void> {
  await startUsingPage(page);
}

// The content remote's and the shell's new builds, each with one line changed: the new build
// must show it.
const CONTENT_CHANGED = 'published by the redeployed build';
const SHELL_CHANGED = 'Drawn by the redeployed shell.';

test.describe('a part of the site redeployed under an open page @slow', () => {
  // One site for both tests, in one worker: the content remote is redeployed in the first, the
  // shell in the second (their builds are the slow part, made once in beforeAll).
  test.describe.configure({ mode: 'default' });
  let site: RedeployableSite | undefined;
  test.beforeAll(async () => {
    // Measured: 1 to 4 minutes for the two builds while other suites share the 2 cores.
    test.setTimeout(600_000);
    site = await startRedeployableSite(SITE_OFFSETS.redeployContent, {
      'mfe-content': {
        file: 'mfe-content/src/features/blog/BlogPostPage.tsx',
        from: "{t.publishedOn}{' '}",
        to: `{t.publishedOn} (${CONTENT_CHANGED}){' '}`,
      },
      shell: {
        file: 'shell/src/features/not-found/NotFoundPage.tsx',
        from: '<p className={styles.text}>{s.notFound.text}</p>',
        to: `<p className={styles.text}>{s.notFound.text} ${SHELL_CHANGED}</p>`,
      },
    });
  });
  test.afterAll(async () => {
    await removeSourceCopies();
    await site?.stop();
  });
  const getSite = () => {
    if (!site) throw new Error('the redeployable site did not start');
    return site;
  };

  test('the content remote redeployed: the next click into it shows the new build, never the try-again box', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { url, parts } = getSite();
    const content = parts['mfe-content'];
    const problems = await watchForProblems(page);
    const postPath = await resolveRoute('/blog/:post');
    await visitInEnglish(page, url);
    await page.goto(`${url}/en/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await waitUntilInteractive(page);
    await markDocument(page);

    const postChunk = (files: string[]) =>
      files.find((file) => /^__federation_expose_BlogPost\..*\.js$/.test(file));
    const oldChunk = postChunk(await content.servedFiles());
    const newChunk = postChunk(await content.nextFiles());
    expect(newChunk).toBeDefined();
    expect(newChunk).not.toBe(oldChunk);
    await content.redeploy();
    // The old build is gone: the remote entry in the page asks for a file that answers 404 now.
    expect(await content.servedFiles()).not.toContain(oldChunk);

    const clicked = Date.now();
    await page.locator(`main a[href="/en${postPath}"]`).first().click();
    await expect(page).toHaveURL(`${url}/en${postPath}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(CONTENT_CHANGED)).toBeVisible({ timeout: 30_000 });
    console.log(`content redeployed: the post showed ${Date.now() - clicked} ms after the click`);
    await expect(heading).not.toHaveText(/could not be loaded/i);
    await expect(page.getByRole('button', { name: TRY_AGAIN })).toHaveCount(0);
    expect(await documentWasReplaced(page)).toBe(true);
    expect(problems.errors).toEqual([]);

    // The other remotes' pages go on as before, client-side from the new document.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'About us', exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: TRY_AGAIN })).toHaveCount(0);
  });

  test('the shell redeployed: the next navigations show their pages, the lazily loaded not-found page too', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { url, parts } = getSite();
    const problems = await watchForProblems(page);
    await visitInEnglish(page, url);
    await page.goto(`${url}/en/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await waitUntilInteractive(page);
    await markDocument(page);

    // The shell's not-found page is its one chunk loaded on demand; the new build renames it.
    const before = await parts.shell.servedFiles();
    await parts.shell.redeploy();
    const served = await parts.shell.servedFiles();
    expect(before.filter((file) => !served.includes(file)).length).toBeGreaterThan(0);

    // A remote's page, client-side: the shell's code already in the page is all it needs.
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(`${url}/en/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: TRY_AGAIN })).toHaveCount(0);
    expect(await documentWasReplaced(page)).toBe(false);

    // An address no page owns (a visitor going back to it, say): the not-found chunk of the old
    // build is gone, so the page loads again and arrives from the new shell.
    const navigated = Date.now();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no-longer-here');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText(SHELL_CHANGED)).toBeVisible({ timeout: 30_000 });
    console.log(
      `shell redeployed: the not-found page showed ${Date.now() - navigated} ms after navigating`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: TRY_AGAIN })).toHaveCount(0);
    expect(await documentWasReplaced(page)).toBe(true);
    expect(problems.errors).toEqual([]);
  });
});

test('a remote that goes down under an open page keeps its try-again box, with no reload', async ({
  page,
}) => {
  const postPath = await resolveRoute('/blog/:post');
  await visitInEnglish(page, SITE_URL);
  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await waitUntilInteractive(page);
  await markDocument(page);

  // Its container stopped: the entry answers 502 for everything under /mfe/content/.
  await page.route('**/mfe/content/**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad Gateway' }),
  );
  await page.locator(`main a[href="/en${postPath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/en${postPath}$`));
  const retry = page.getByRole('button', { name: TRY_AGAIN });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  expect(await documentWasReplaced(page)).toBe(false);

  // Back up: the try-again button loads the post in place.
  await page.unroute('**/mfe/content/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(retry).toHaveCount(0);
  expect(await documentWasReplaced(page)).toBe(false);
});
