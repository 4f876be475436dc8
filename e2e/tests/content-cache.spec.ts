import { expect, test } from '@playwright/test';
import { startContentProxy, type ContentProxy } from '../support/contentProxy';
import { startSite, type DegradedSite } from '../support/degradedSite';
import { PORTS } from '../support/ports';
import { resolveRoute } from '../support/routes';
import { scrollThroughPage } from '../support/scroll';

// Issue 12: content pages come from the content container's cache. A published change shows
// within a minute, and while the content service is down the last good pages keep being served.
// A site of its own, whose renderer reaches its content service through a proxy the test controls.

const OFFSET = 400;
let proxy: ContentProxy;
let site: DegradedSite;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  proxy = await startContentProxy(PORTS.entry + OFFSET + 10);
  site = await startSite({
    offset: OFFSET,
    serverEnv: { content: { CONTENT_INTERNAL_HOST: proxy.host } },
  });
});
test.afterAll(async () => {
  await site.stop();
  await proxy.stop();
});

async function get(path: string) {
  const response = await fetch(`${site.url}${path}${path.includes('?') ? '&' : '?'}lang=en`);
  const html = await response.text();
  return {
    status: response.status,
    html,
    serverRendered: html.includes('data-rendered="server"'),
    heading: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1],
  };
}

test('a published change shows within a minute, and a content service that is down leaves the pages served @slow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const projectPath = await resolveRoute('/projects/:project');
  const postPath = await resolveRoute('/blog/:post');
  // A cold renderer may miss the entry's second (the visitor then gets the client-rendered page);
  // it still finishes the page for the cache.
  const rendered = async (path: string) => {
    await expect.poll(async () => (await get(path)).serverRendered, { timeout: 20_000 }).toBe(true);
    return get(path);
  };
  const project = await rendered(projectPath);
  const post = await rendered(postPath);
  const title = project.heading ?? '';
  expect(title).not.toBe('');

  proxy.publish(title, `${title} (updated)`);
  const published = Date.now();
  // At once: the page as the cache has it.
  expect((await get(projectPath)).heading).toBe(title);
  // Then, within a minute of it: the change.
  await expect
    .poll(async () => (await get(projectPath)).heading, { timeout: 80_000, intervals: [2_000] })
    .toContain('(updated)');
  expect(Date.now() - published).toBeLessThan(66_000);

  // The content service goes down. The post's copy is past its minute by now: it is still served,
  // whole, and still after the renders it set off have failed.
  proxy.goDown();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const served = await get(postPath);
    expect(served.status).toBe(200);
    expect(served.serverRendered).toBe(true);
    expect(served.heading).toBe(post.heading);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
  // A page nobody asked for before has no copy: the client-rendered page, never an error.
  const uncached = await get('/projects?status=ongoing');
  expect(uncached.status).toBe(200);
  expect(uncached.serverRendered).toBe(false);
  // Home is the company's; its content widgets, never rendered before, arrive empty (the browser
  // draws them) and the rest of the page is whole.
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.serverRendered).toBe(true);
  expect(home.heading).toBeTruthy();
  expect(home.html).not.toContain('data-region="content/FeaturedProjects"');
  expect(home.html).not.toContain('an error occurred');
  expect(home.html).toContain('<footer');
  await page.goto(`${site.url}/?lang=en`);
  await scrollThroughPage(page);
  const portfolio = page.getByRole('region', { name: 'Our portfolio' });
  await portfolio.scrollIntoViewIfNeeded();
  await expect(portfolio.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
});
