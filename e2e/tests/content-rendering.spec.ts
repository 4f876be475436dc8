import { expect, test } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns, startUsingPage } from '../support/hydration';
import { recordContentRequests } from '../support/routeVisit';
import { LANGUAGES } from '../support/routes';
import { settleNetwork } from '../support/settle';

// Issue 12, step 3: content pages and Home's content widgets arrive rendered, and the answers the
// server drew them from come with the page: the browser asks the content service nothing for them.

// Every route's pages (the lists, a project, a post) are hydrated with no content request of their
// own, and a language switch on them asks for the content in the other language, in
// every-route.spec.ts's visit of each route. Here, a filtered list, which no route's visit opens.
test('/projects?status=completed is interactive with no content request of its own', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  for (const language of LANGUAGES) {
    const requests = recordContentRequests(page);
    // The page on the language's path (docs/product.md#language-paths), which comes with the
    // content answers it was drawn from (e2e/site-checks/content-in-html.test.ts). Every request
    // from its load on is recorded: the wait for the network comes once, after its hydration.
    await page.goto(`/${language}/projects?status=completed`);
    await startUsingPage(page);
    await settleNetwork(page);
    expect(requests, `/projects?status=completed [${language}]`).toEqual([]);
  }
});

// That the widgets arrive in the server's HTML is e2e/site-checks/content-in-html.test.ts's.
test('Home’s content widgets are hydrated as they come into view', async ({ page }) => {
  await dismissLanguageBanner(page);
  const requests = recordContentRequests(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/en/');
  const portfolio = page.getByRole('region', { name: 'Our portfolio' });
  await portfolio.evaluate((element) => ((element as { __fromServer?: true }).__fromServer = true));
  await portfolio.scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Latest from our blog' }).scrollIntoViewIfNeeded();
  await settleNetwork(page);
  await expect
    .poll(() => reactOwns(page, '[data-region="content/FeaturedProjects"] section'))
    .toBe(true);
  // The server's section is the one React took over, and it works.
  expect(
    await portfolio.evaluate((element) => (element as { __fromServer?: true }).__fromServer),
  ).toBe(true);
  const next = portfolio.getByRole('button', { name: 'Next projects' });
  if (await next.isEnabled()) {
    const first = await portfolio.getByRole('listitem').first().textContent();
    await next.click();
    await expect(portfolio.getByRole('listitem').first()).not.toHaveText(first ?? '');
  }
  expect(requests).toEqual([]);
  expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
});
