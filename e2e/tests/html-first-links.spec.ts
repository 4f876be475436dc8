import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { languageDisclosure, languageToggle } from '../support/language';
import { LANGUAGES } from '../support/routes';

// Nothing a visitor does before the scripts run is lost: everything that navigates is a link the
// server answers. A list's page numbers, arrows and filters (docs/product.md#pagination,
// #project-filter) and the language switch (docs/product.md#language-choice), tested here with
// JavaScript off in each language (the browser's language decides the first page), then once with
// it on: the same links are client navigations after hydration. The sample content has 3 pages of
// posts and of projects, 2 of completed projects.

const TEXTS = {
  en: {
    locale: 'en-US',
    pagination: 'Pagination',
    page: (number: number) => `Page ${number}`,
    filters: 'Filter projects by status',
    completed: 'Completed',
    all: 'All',
    toggle: 'Language: English',
    blog: 'Blog',
  },
  ka: {
    locale: 'ka-GE',
    pagination: 'გვერდების ნავიგაცია',
    page: (number: number) => `გვერდი ${number}`,
    filters: 'პროექტების გაფილტვრა სტატუსით',
    completed: 'დასრულებული',
    all: 'ყველა',
    toggle: 'ენა: ქართული',
    blog: 'ბლოგი',
  },
} as const;

const OTHER = { en: 'ka', ka: 'en' } as const;
const NAME = { en: 'English', ka: 'ქართული' } as const;

/** The page as the server drew it: without scripts nothing else could have drawn it. */
async function expectServerPage(page: Page, language: 'en' | 'ka') {
  await expect(page.locator('html')).toHaveAttribute('data-rendered', 'server');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const language of LANGUAGES) {
  const t = TEXTS[language];
  const pagination = (page: Page) => page.getByRole('navigation', { name: t.pagination });

  test.describe(`without scripts, in ${language}`, () => {
    test.use({ javaScriptEnabled: false, locale: t.locale });

    for (const list of ['/blog', '/projects']) {
      test(`${list}: "${t.page(2)}" is a link the server answers with page 2`, async ({ page }) => {
        await page.goto(list);
        await expectServerPage(page, language);
        await expect(pagination(page).getByRole('link', { name: t.page(1) })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const lastCard = page.getByRole('main').getByRole('article').last();
        const onFirstPage = await lastCard.textContent();

        await pagination(page)
          .getByRole('link', { name: t.page(2), exact: true })
          .click();
        await expect(page).toHaveURL(`${list}?page=2`);
        await expectServerPage(page, language);
        await expect(
          pagination(page).getByRole('link', { name: t.page(2), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(pagination(page).getByRole('link', { name: t.page(1) })).not.toHaveAttribute(
          'aria-current',
        );
        await expect(lastCard).not.toHaveText(onFirstPage ?? '');
      });
    }

    test('a filter is a link to the filtered list, whose pages keep the filter', async ({
      page,
    }) => {
      await page.goto('/projects');
      await expectServerPage(page, language);
      const filters = page.getByRole('group', { name: t.filters });
      await expect(filters.getByRole('link', { name: t.all, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await filters.getByRole('link', { name: t.completed, exact: true }).click();
      await expect(page).toHaveURL('/projects?status=completed');
      await expectServerPage(page, language);
      await expect(filters.getByRole('link', { name: t.completed, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(filters.getByRole('link', { name: t.all, exact: true })).not.toHaveAttribute(
        'aria-current',
      );
      const badges = page.getByRole('main').getByRole('article').getByText(t.completed, {
        exact: true,
      });
      await expect(badges).toHaveCount(12);
      await expect(
        pagination(page).getByRole('link', { name: t.page(2), exact: true }),
      ).toHaveAttribute('href', '/projects?page=2&status=completed');
    });

    test(
      'the language choice gives this page in the other language, and the next page keeps it',
      { tag: '@mobile' },
      async ({ page }) => {
        const other = OTHER[language];
        await page.goto('/projects?page=2');
        await expectServerPage(page, language);

        // The browser opens the disclosure itself.
        const toggle = languageToggle(page, t.toggle);
        await toggle.click();
        await expect(languageDisclosure(toggle)).toHaveAttribute('open', '');
        await page.getByRole('banner').getByRole('link', { name: NAME[other] }).click();

        await expect(page).toHaveURL('/projects?page=2');
        await expectServerPage(page, other);
        await expect(
          page
            .getByRole('navigation', { name: TEXTS[other].pagination })
            .getByRole('link', { name: TEXTS[other].page(2), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        const cookies = Object.fromEntries(
          (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
        );
        expect(cookies).toMatchObject({ language: other, languageSetManually: 'true' });

        // The next page, through a plain link: still the chosen language, whatever the browser's.
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: TEXTS[other].blog, exact: true })
          .click();
        await expect(page).toHaveURL('/blog');
        await expectServerPage(page, other);
      },
    );
  });
}

test('the language address sends nowhere but this site', async ({ request }) => {
  const ask = (address: string) => request.get(address, { maxRedirects: 0 });

  const chosen = await ask('/language/ka/blog?page=2&lang=en');
  expect(chosen.status()).toBe(303);
  expect(chosen.headers()['location']).toBe('/blog?page=2');
  expect(chosen.headers()['cache-control']).toBe('no-store');
  expect(chosen.headers()['set-cookie']).toContain('language=ka; Path=/; Max-Age=31536000');

  for (const address of [
    '/language/en//evil.example',
    '/language/en//evil.example/projects?page=2',
    '/language/en/%2F%2Fevil.example',
    '/language/en/%5C%5Cevil.example',
    '/language/en/%2fevil.example',
  ]) {
    const answer = await ask(address);
    expect(answer.status(), address).toBe(404);
    expect(answer.headers()['location'], address).toBeUndefined();
    expect(answer.headers()['set-cookie'], address).toBeUndefined();
  }
  // An unknown language is no address at all.
  expect((await ask('/language/de/blog')).status()).toBe(404);
});

test('after hydration, a page link is a client navigation that scrolls to the top', async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  await page.goto('/blog');
  await startUsingPage(page);
  const pageTwo = page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2', exact: true });
  await pageTwo.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // A marker on window survives only if the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { htmlFirstMarker: true }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await pageTwo.click();
  await expect(page).toHaveURL('/blog?page=2');
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => 'htmlFirstMarker' in window)).toBe(true);
  expect(documents).toEqual([]);
});
