import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns, startUsingPage } from '../support/hydration';
import { newestSlug } from '../support/routes';
import { settleNetwork } from '../support/settle';
import { recordErrors } from '../support/pageGuards';

// Issue 35: scripts only where something moves. A page the server drew is read, scrolled and
// followed as HTML; its region is hydrated, and its remote's code downloaded, only when the
// visitor needs it (shell/src/app/pageWhenNeeded.ts, docs/architecture.md).

/** Every script and manifest the page asks of a remote (`/mfe/<name>/`). */
function remoteFiles(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/mfe\/[^/]+\/.+\.(js|json)$/.test(pathname)) asked.push(pathname);
  });
  return asked;
}

/** Every script the page asks for, by path. */
function scriptsAsked(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const isStartScript = (path: string) => /^\/(config|start)(\.[\w.]+)?\.js$/.test(path);

test('a first visit to Home that only reads runs the start script alone: no application, no remote @mobile', async ({
  page,
}) => {
  // A first visit as it comes: nothing stored, the language banner as it appears.
  const asked = remoteFiles(page);
  const scripts = scriptsAsked(page);
  const errors = recordErrors(page);
  await page.goto('/');
  await settleNetwork(page);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
  // The shell's start script (and, on idle, its real-user signals' reporter); the header and the
  // page are the server's.
  expect(scripts.filter((script) => !isStartScript(script))).toEqual([]);
  expect(scripts).toContain('/start.js');
  expect(await reactOwns(page, 'header')).toBe(false);
  expect(await reactOwns(page, 'main h1')).toBe(false);
  expect(asked).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the first tap loads the shell and, inside the page, hydrates the header and the page as they are', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  const asked = remoteFiles(page);
  const errors = recordErrors(page);
  await page.goto('/en/services');
  await settleNetwork(page);
  const heading = await page.locator('main h1').elementHandle();
  const logo = await page.getByRole('banner').getByRole('link').first().elementHandle();
  expect(await reactOwns(page, 'header')).toBe(false);
  await startUsingPage(page);
  await expect.poll(() => reactOwns(page, 'header')).toBe(true);
  expect(asked.some((file) => file.startsWith('/mfe/company/'))).toBe(true);
  expect(await page.evaluate((element) => element?.isConnected, heading)).toBe(true);
  expect(await page.evaluate((element) => element?.isConnected, logo)).toBe(true);
  await settleNetwork(page);
  expect(errors).toEqual([]);
});

test('a link followed before hydration is a client navigation, its page’s code fetched when pointed at', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  const slug = await newestSlug('blogPost');
  const asked = remoteFiles(page);
  const errors = recordErrors(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/en/blog');
  await settleNetwork(page);
  expect(await reactOwns(page, 'header')).toBe(false);
  expect(asked).toEqual([]);
  await page.evaluate(() => Object.assign(window, { notLoadedAgain: true }));

  // Pointed at before any of the shell's application ran: it loads, and fetches that page's code.
  const card = page.locator(`main a[href="/en/blog/${slug}"]`).first();
  await card.hover();
  await expect.poll(() => asked).toContain('/mfe/content/mf-manifest.json');
  await card.click();

  await expect(page).toHaveURL(`/en/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => reactOwns(page, 'main h1')).toBe(true);
  expect(await page.evaluate(() => 'notLoadedAgain' in window)).toBe(true);
  expect(documents).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a part that does nothing without scripts hydrates its page as it comes into view', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  await page.goto('/en/');
  await settleNetwork(page);
  expect(await reactOwns(page, 'main h1')).toBe(false);
  const portfolio = page.getByRole('region', { name: 'Our portfolio' });
  await portfolio.scrollIntoViewIfNeeded();
  await expect.poll(() => reactOwns(page, 'main h1'), { timeout: 20_000 }).toBe(true);
  // The carousel's arrows, which need the scripts, answer.
  const next = portfolio.getByRole('button', { name: 'Next projects' });
  await expect
    .poll(() => reactOwns(page, '[data-region="content/FeaturedProjects"] section'), {
      timeout: 20_000,
    })
    .toBe(true);
  if (await next.isEnabled()) {
    const first = await portfolio.getByRole('listitem').first().textContent();
    await next.click();
    await expect(portfolio.getByRole('listitem').first()).not.toHaveText(first ?? '');
  }
});

test('reading the contact page, the map comes from the start script, without the application @mobile', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  const scripts = scriptsAsked(page);
  const errors = recordErrors(page);
  await page.goto('/en/contact');
  await settleNetwork(page);
  const map = page.getByTitle(/Map of our office/);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('src', /^https?:\/\//);
  await expect(map).toBeVisible();
  await settleNetwork(page);
  expect(scripts.filter((script) => !isStartScript(script))).toEqual([]);
  expect(await reactOwns(page, 'main h1')).toBe(false);

  // The first tap then hydrates the page with the map as it is: not asked for again.
  const frames: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) frames.push(request.url());
  });
  await startUsingPage(page);
  await settleNetwork(page);
  expect(frames).toEqual([]);
  await expect(map).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone, a part that needs scripts just below the first screen waits until it is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await dismissLanguageBanner(page);
  const scripts = scriptsAsked(page);
  await page.goto(`/en/projects/${await newestSlug('project')}`);
  await settleNetwork(page);
  const arrows = page.locator('[data-needs-script]').first();
  const top = (await arrows.boundingBox())?.y ?? 0;
  // Below the first screen, within the distance a section is prepared ahead of the viewport.
  expect(top).toBeGreaterThan(page.viewportSize()?.height ?? 0);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
  expect(scripts.filter((script) => !isStartScript(script))).toEqual([]);

  await arrows.scrollIntoViewIfNeeded();
  await expect
    .poll(() => scripts.some((script) => /^\/main\.[0-9a-f]{10}\.js$/.test(script)))
    .toBe(true);
  await expect.poll(() => reactOwns(page, '[data-needs-script]')).toBe(true);
});
