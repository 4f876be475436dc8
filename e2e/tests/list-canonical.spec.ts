import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { expectedListHead, LISTS, type HeadAddresses } from '../support/listCanonical';
import { LANGUAGES } from '../support/routes';

// Issue 22: a list page past the first is canonical to itself (page=N in its canonical, language
// alternates and og:url); the first page is canonical to the list without a page, each on its
// language path (support/listCanonical.ts). What the server writes is checked without a browser
// (site-checks/list-canonical.test.ts); here, a page change in the browser, which moves the page
// in place, moves the head with it.

function addressesOf(page: Page): Promise<HeadAddresses> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      canonical: attribute('link[rel="canonical"]', 'href'),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      ka: attribute('link[rel="alternate"][hreflang="ka"]', 'href'),
      en: attribute('link[rel="alternate"][hreflang="en"]', 'href'),
      xDefault: attribute('link[rel="alternate"][hreflang="x-default"]', 'href'),
    };
  });
}

// One page walks both lists in both languages: each a page load, none a context of its own.
test(`${LISTS.join(', ')}: a page change in the browser moves the canonical with it`, async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  for (const list of LISTS) {
    for (const language of LANGUAGES) {
      await page.goto(`/${language}${list}`);
      await startUsingPage(page);
      const pagination = page.getByRole('navigation', {
        name: language === 'en' ? 'Pagination' : 'გვერდების ნავიგაცია',
      });
      const pageLink = (number: number) =>
        pagination.getByRole('link', {
          name: `${language === 'en' ? 'Page' : 'გვერდი'} ${number}`,
          exact: true,
        });
      await pageLink(2).click();
      await expect(page).toHaveURL(`/${language}${list}?page=2`);
      await expect
        .poll(() => addressesOf(page))
        .toEqual(expectedListHead(list, 'page=2', language));
      await pageLink(1).click();
      await expect(page).toHaveURL(`/${language}${list}`);
      await expect.poll(() => addressesOf(page)).toEqual(expectedListHead(list, '', language));
    }
  }
});
