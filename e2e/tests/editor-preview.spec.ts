import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { PREVIEW_ADDRESS, PREVIEW_ADDRESSES } from '../../shared/src/federation/internalAddresses';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { switchToGeorgian } from '../support/language';
import { SERVICES_URL } from '../support/ports';
import { settleNetwork } from '../support/settle';
import {
  DRAFT_POST,
  DRAFT_PROJECT,
  PREVIEW_BAR as BAR,
  PREVIEW_SECRET as SECRET,
} from '../support/previewSamples';

// Issue 23: editors preview drafts on the real site through the Preview API. The sample content
// holds a never-published post and project (local-services serves them to the preview token only);
// `npm run preview`, like `npm start`, has preview on with the secret
// `local-preview-secret-for-the-offline-stand-ins` (LOCAL_PREVIEW in runtimeVariables.ts). What the
// server answers an editor and a visitor (statuses, cookies, headers, the draft's HTML, a wrong
// secret's page, a forged cookie) is read without a browser: e2e/site-checks/preview.test.ts. A
// preview link on a site with preview off is tried on content-publish.spec.ts's site B, and on a
// site whose content renderer is down on server-rendering.spec.ts's degraded site: sites those
// files start anyway.

async function previewCookie(context: BrowserContext) {
  return (await context.cookies()).find(({ name }) => name === 'site_preview');
}

/** Every request the page sends to the content service itself (not its picture files). */
function watchContentServiceRequests(page: Page): { direct: string[]; proxied: string[] } {
  const seen = { direct: [] as string[], proxied: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/spaces/')) {
      if (
        url.origin === new URL(SERVICES_URL).origin ||
        !url.pathname.startsWith(PREVIEW_ADDRESS)
      ) {
        seen.direct.push(request.url());
      } else seen.proxied.push(request.url());
    }
  });
  return seen;
}

/**
 * What the browser's requests get once preview has ended (its cookies as they are now): a
 * visitor's answers, the draft 404 and listed nowhere.
 */
async function expectVisitorsSeeNoDraft(page: Page) {
  for (const language of ['en', 'ka'] as const) {
    const post = await page.request.get(`/${language}${DRAFT_POST.path}`);
    expect(post.status(), `/${language}${DRAFT_POST.path}`).toBe(404);
    expect(await post.text()).not.toContain(DRAFT_POST[language]);
  }
  expect((await page.request.get(`/en${DRAFT_PROJECT.path}`)).status()).toBe(404);
  const list = await page.request.get('/en/blog');
  expect(list.status()).toBe(200);
  const listHtml = await list.text();
  expect(listHtml).not.toContain(DRAFT_POST.en);
  expect(listHtml).not.toContain('data-preview-bar');
  expect(await (await page.request.get('/en/projects')).text()).not.toContain(DRAFT_PROJECT.en);
  expect(await (await page.request.get('/en/')).text()).not.toContain(DRAFT_PROJECT.en);
}

test('an editor following the preview link sees the draft and the bar from the first paint; moving around stays in preview and never calls the content service; ending it leaves a visitor', async ({
  page,
  context,
}) => {
  await dismissLanguageBanner(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  const requests = watchContentServiceRequests(page);

  // Contentful's preview link, on the language's path (docs/operations.md#editor-preview): the
  // cookie, then the same address without the secret.
  await page.goto(`/en${DRAFT_POST.path}?preview=${SECRET}`);
  expect(new URL(page.url()).pathname).toBe(`/en${DRAFT_POST.path}`);
  expect(new URL(page.url()).search).toBe('');
  expect(await previewCookie(context)).toBeDefined();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_POST.en);
  await expect(page.getByText(BAR.en)).toBeVisible();
  await expect(page.getByRole('link', { name: 'End preview' })).toBeVisible();
  await startUsingPage(page);
  // The bar was there from the first paint: nothing moved.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as unknown as { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);

  // Client-side navigation lists the draft (its content comes through the site's own origin).
  const navigated = page.waitForURL(/\/en\/blog(\?|$)/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await navigated;
  await expect(page.getByRole('link', { name: DRAFT_POST.en }).first()).toBeVisible();
  await expect(page.getByText(BAR.en)).toBeVisible();

  // The language switch too: the Georgian draft on the Georgian path, and the bar in Georgian.
  await switchToGeorgian(page);
  await page.waitForURL(/\/ka\/blog(\?|$)/);
  await expect(page.getByRole('link', { name: DRAFT_POST.ka }).first()).toBeVisible();
  await expect(page.getByText(BAR.ka)).toBeVisible();
  await expect(page.getByText(BAR.en)).toBeHidden();

  await settleNetwork(page);
  expect(
    requests.proxied.length,
    `content requests through ${PREVIEW_ADDRESSES.content}/`,
  ).toBeGreaterThan(0);
  expect(requests.direct, 'requests to the content service itself').toEqual([]);
  expect(errors).toEqual([]);

  // Ending preview: back on the same page, as a visitor.
  await page.getByRole('link', { name: 'გადახედვის დასრულება' }).click();
  await expect(page.getByText(BAR.ka)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/ka/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: DRAFT_POST.ka })).toHaveCount(0);
  expect(await previewCookie(context)).toBeUndefined();
  await expectVisitorsSeeNoDraft(page);
});
