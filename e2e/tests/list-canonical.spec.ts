import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { LANGUAGES } from '../support/routes';
import { SITE_URL } from '../support/ports';

// Issue 22: a list page past the first is canonical to itself (page=N in its canonical, language
// alternates and og:url); the first page is canonical to the list without a page. Each on its
// language path (docs/product.md#language-paths): canonical and og:url the page's own path, the
// alternates each language's, x-default the address without a language. The sample content has 29
// projects and 22 posts: three pages of 12 and of 9.

const LISTS = ['/projects', '/blog'] as const;

interface Addresses {
  canonical: string | null;
  ogUrl: string | null;
  ka: string | null;
  en: string | null;
  xDefault: string | null;
}

/** The addresses a list page at `query` in `language` must name. */
function expected(list: string, query: string, language: string): Addresses {
  const at = (lang?: string) => {
    const search = new URLSearchParams(query).toString();
    return `${SITE_URL}${lang ? `/${lang}` : ''}${list}${search ? `?${search}` : ''}`;
  };
  return {
    canonical: at(language),
    ogUrl: at(language),
    ka: at('ka'),
    en: at('en'),
    xDefault: at(),
  };
}

/** The attributes of every <link> and <meta> tag of a document, names in lower case. */
function headTagsIn(html: string): Record<string, string>[] {
  return [...html.matchAll(/<(?:link|meta)\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

function addressesIn(html: string): Addresses {
  const tags = headTagsIn(html);
  const find = (match: Record<string, string>, name: string) =>
    tags.find((tag) => Object.entries(match).every(([key, value]) => tag[key] === value))?.[name] ??
    null;
  return {
    canonical: find({ rel: 'canonical' }, 'href'),
    ogUrl: find({ property: 'og:url' }, 'content'),
    ka: find({ rel: 'alternate', hreflang: 'ka' }, 'href'),
    en: find({ rel: 'alternate', hreflang: 'en' }, 'href'),
    xDefault: find({ rel: 'alternate', hreflang: 'x-default' }, 'href'),
  };
}

function addressesOf(page: Page): Promise<Addresses> {
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

for (const list of LISTS) {
  test(`${list}: the server names page 2 canonical to itself and page 1 without a page`, async ({
    request,
  }) => {
    for (const language of LANGUAGES) {
      const html = async (query: string) => {
        const response = await request.get(`/${language}${list}${query ? `?${query}` : ''}`);
        expect(response.status()).toBe(200);
        const body = await response.text();
        // The content renderer's page, not the client-rendered fallback.
        expect(body).toContain('data-content-queries');
        return body;
      };
      expect(addressesIn(await html('page=2'))).toEqual(expected(list, 'page=2', language));
      expect(addressesIn(await html('page=1'))).toEqual(expected(list, '', language));
      expect(addressesIn(await html(''))).toEqual(expected(list, '', language));
    }
  });

  test(`${list}: a page change in the browser moves the canonical with it`, async ({ page }) => {
    await dismissLanguageBanner(page);
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
      await expect.poll(() => addressesOf(page)).toEqual(expected(list, 'page=2', language));
      await pageLink(1).click();
      await expect(page).toHaveURL(`/${language}${list}`);
      await expect.poll(() => addressesOf(page)).toEqual(expected(list, '', language));
    }
  });
}
