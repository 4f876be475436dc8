import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { reactOwns } from '../support/hydration';
import { languageDisclosure, languageToggle } from '../support/language';
import { LANGUAGES } from '../support/routes';

// Nothing a visitor does before the scripts run is lost: everything that navigates is a link the
// server answers. A list's page numbers, arrows and filters (docs/product.md#pagination,
// #project-filter) and the language switch (docs/product.md#language-choice), tested here with
// JavaScript off in each language, on its language path (docs/product.md#language-paths) and in a
// browser of that language, then with it on: the switch's choice stored by the start script before
// the application loads, and the same links client navigations after hydration. The pages a list's
// page numbers and filters lead to, and where the language address sends, are the server's answers:
// e2e/site-checks/html-first-links.test.ts. That after hydration a page number is a client
// navigation that scrolls to the top is read in every-route.spec.ts's visit of the blog.

const TEXTS = {
  en: {
    locale: 'en-US',
    pagination: 'Pagination',
    page: (number: number) => `Page ${number}`,
    toggle: 'Language: English',
    blog: 'Blog',
  },
  ka: {
    locale: 'ka-GE',
    pagination: 'გვერდების ნავიგაცია',
    page: (number: number) => `გვერდი ${number}`,
    toggle: 'ენა: ქართული',
    blog: 'ბლოგი',
  },
} as const;

const OTHER = { en: 'ka', ka: 'en' } as const;
const NAME = { en: 'English', ka: 'ქართული' } as const;

/** The language path of a route path, query kept: (`ka`, `/projects?page=2`) → `/ka/projects?page=2`. */
const onPath = (language: 'en' | 'ka', route: string) => `/${language}${route}`;

/** The browser's cookies that hold a language choice (docs/product.md#language-choice), by name. */
async function languageCookies(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await page.context().cookies())
      .filter(({ name }) => name === 'language' || name === 'languageSetManually')
      .map((cookie) => [cookie.name, cookie.value]),
  );
}

/** The page as the server drew it: without scripts nothing else could have drawn it. */
async function expectServerPage(page: Page, language: 'en' | 'ka') {
  await expect(page.locator('html')).toHaveAttribute('data-rendered', 'server');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test.describe(`without scripts, in ${language}`, () => {
    test.use({ javaScriptEnabled: false, locale: t.locale });

    test(
      'the language choice gives this page in the other language, and the next page keeps it',
      { tag: '@mobile' },
      async ({ page }) => {
        const other = OTHER[language];
        await page.goto(onPath(language, '/projects?page=2'));
        await expectServerPage(page, language);

        // The browser opens the disclosure itself; the choice is a link to this page on the other
        // language's path.
        const toggle = languageToggle(page, t.toggle);
        await toggle.click();
        await expect(languageDisclosure(toggle)).toHaveAttribute('open', '');
        const choice = page.getByRole('banner').getByRole('link', { name: NAME[other] });
        await expect(choice).toHaveAttribute('href', onPath(other, '/projects?page=2'));
        await choice.click();

        await expect(page).toHaveURL(onPath(other, '/projects?page=2'));
        await expectServerPage(page, other);
        await expect(
          page
            .getByRole('navigation', { name: TEXTS[other].pagination })
            .getByRole('link', { name: TEXTS[other].page(2), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        // Without scripts nothing is stored: the address alone carries the language.
        expect(await languageCookies(page)).toEqual({});

        // The next page, through a plain link: still the chosen language, whatever the browser's.
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: TEXTS[other].blog, exact: true })
          .click();
        await expect(page).toHaveURL(onPath(other, '/blog'));
        await expectServerPage(page, other);

        // Nothing chosen: an address without a language still leads by the browser's.
        await page.goto('/projects');
        await expect(page).toHaveURL(onPath(language, '/projects'));
        await expectServerPage(page, language);
        expect(await languageCookies(page)).toEqual({});
      },
    );
  });

  test.describe(`with scripts, before the application loads, in ${language}`, () => {
    test.use({ locale: t.locale });

    test('the language choice is followed as a link and stored by the start script', async ({
      page,
    }) => {
      const other = OTHER[language];
      // A page that only reads: the application never arrives, so only the start script can
      // store the choice.
      await page.route(/\/main\.[0-9a-f]{10}\.js$/, (route) => route.abort());
      await dismissLanguageBanner(page);
      await page.goto(onPath(language, '/projects?page=2'));
      await expectServerPage(page, language);

      const toggle = languageToggle(page, t.toggle);
      await toggle.click();
      await expect(languageDisclosure(toggle)).toHaveAttribute('open', '');
      const choice = page.getByRole('banner').getByRole('link', { name: NAME[other] });
      await expect(choice).toHaveAttribute('href', onPath(other, '/projects?page=2'));
      await choice.click();

      await expect(page).toHaveURL(onPath(other, '/projects?page=2'));
      await expectServerPage(page, other);
      expect(await reactOwns(page, 'header')).toBe(false);
      // Stored as the visitor's own choice, in the cookies the entry reads.
      expect(await languageCookies(page)).toEqual({
        language: other,
        languageSetManually: 'true',
      });

      // A later visit to an address without a language: the choice, not the browser's language.
      await page.goto('/blog');
      await expect(page).toHaveURL(onPath(other, '/blog'));
      await expectServerPage(page, other);
    });
  });
}
