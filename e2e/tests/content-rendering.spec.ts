import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns, startUsingPage } from '../support/hydration';
import { SERVICES_URL } from '../support/ports';
import { CONTENT_PAGES, LANGUAGES, resolveRoute } from '../support/routes';
import { settleNetwork } from '../support/settle';
import { switchToGeorgian } from '../support/language';

// Issue 12, step 3: content pages and Home's content widgets arrive rendered, and the answers the
// server drew them from come with the page: the browser asks the content service nothing for them.

/** Every request the page sends to the content service's API. */
function recordContentRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SERVICES_URL}/spaces/`)) requests.push(request.url());
  });
  return requests;
}

for (const pattern of CONTENT_PAGES) {
  test(`${pattern} is interactive with no content request of its own`, async ({ page }) => {
    await dismissLanguageBanner(page);
    const path = await resolveRoute(pattern);
    for (const language of LANGUAGES) {
      const requests = recordContentRequests(page);
      // The page on the language's path (docs/product.md#language-paths), which comes with the
      // content answers it was drawn from (e2e/site-checks/content-in-html.test.ts).
      await page.goto(`/${language}${path}`);
      await settleNetwork(page);
      await startUsingPage(page);
      await settleNetwork(page);
      expect(requests, `${path} [${language}]`).toEqual([]);
    }
  });
}

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

test('a language switch on a content page asks for the content in the other language', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  const path = await resolveRoute('/projects/:project');
  await page.goto(`/en${path}`);
  await settleNetwork(page);
  const requests = recordContentRequests(page);
  await switchToGeorgian(page);
  await expect(page).toHaveURL(`/ka${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect.poll(() => requests.some((url) => url.includes('locale=ka'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
