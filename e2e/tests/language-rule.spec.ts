import { expect, test } from '@playwright/test';
import { startUsingPage } from '../support/hydration';
import { SITE_URL } from '../support/ports';

// The site's one language rule (shared/src/language/languageRule.ts, docs/product.md#language-choice):
// `?lang=`, then the `language` cookie, then the browser's language list, then en. The entry
// applies it (maps generated from the rule), its owner renders the page in that language, the
// shell's parts around it are in it, and the browser hydrates the page in it without deciding
// again. Every combination of the three inputs, each present or not.

type Language = 'ka' | 'en';
const ASKED: (Language | undefined)[] = [undefined, 'ka', 'en'];
const STORED: (Language | undefined)[] = [undefined, 'ka', 'en'];
// A browser's list: none at all (a crawler), Georgian, or one that names no Georgian.
const BROWSER_LISTS: (string | undefined)[] = [undefined, 'ka-GE,ka;q=0.9', 'de-DE,de;q=0.9'];

const TEXTS = {
  ka: {
    toggle: 'ენა: ქართული',
    h1: { '/about': 'ინჟინრები, რომლებიც შენობებს იცავენ', '/blog': 'ბლოგი' },
  },
  en: {
    toggle: 'Language: English',
    h1: { '/about': 'Engineers who keep buildings safe', '/blog': 'Blog' },
  },
} as const;
// One page of each kind of owner: prerendered (company) and drawn on request (content).
const ROUTES = ['/about', '/blog'] as const;

interface Visit {
  asked: Language | undefined;
  stored: Language | undefined;
  browserList: string | undefined;
}

const VISITS: Visit[] = ASKED.flatMap((asked) =>
  STORED.flatMap((stored) => BROWSER_LISTS.map((browserList) => ({ asked, stored, browserList }))),
);

/** What the spec says the visit's language is. */
function expected({ asked, stored, browserList }: Visit): Language {
  return asked ?? stored ?? (browserList?.startsWith('ka') ? 'ka' : 'en');
}

const address = (route: string, { asked }: Visit) => (asked ? `${route}?lang=${asked}` : route);
const describe = (visit: Visit) =>
  `?lang=${visit.asked ?? '–'} cookie=${visit.stored ?? '–'} list=${visit.browserList ?? '–'}`;

test('the entry, the page’s owner and the shell’s parts give every visit the language of the rule', async () => {
  const wrong: string[] = [];
  for (const visit of VISITS) {
    for (const route of ROUTES) {
      const response = await fetch(`${SITE_URL}${address(route, visit)}`, {
        headers: {
          ...(visit.browserList && { 'Accept-Language': visit.browserList }),
          ...(visit.stored && { Cookie: `language=${visit.stored}` }),
        },
      });
      const html = await response.text();
      const language = expected(visit);
      const got = {
        document: /<html lang="?([a-z]+)/.exec(html)?.[1],
        shell: html.includes(`aria-label="${TEXTS[language].toggle}"`),
        owner: html.includes(`>${TEXTS[language].h1[route]}</h1>`),
      };
      if (got.document !== language || !got.shell || !got.owner) {
        wrong.push(`${route} ${describe(visit)}: want ${language}, got ${JSON.stringify(got)}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test('the browser hydrates every visit in the server’s language, never deciding again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const browserList of BROWSER_LISTS) {
    // A browser always has a list; "none" is the crawler's case, checked above.
    if (!browserList) continue;
    const context = await browser.newContext({ locale: browserList.split(',')[0] });
    const page = await context.newPage();
    for (const visit of VISITS.filter((v) => v.browserList === browserList)) {
      await context.clearCookies();
      if (visit.stored) {
        await context.addCookies([{ name: 'language', value: visit.stored, url: SITE_URL }]);
      }
      const response = await page.goto(address('/blog', visit));
      const served = /<html lang="?([a-z]+)/.exec((await response?.text()) ?? '')?.[1];
      await startUsingPage(page);
      const language = expected(visit);
      const shown = {
        served,
        hydrated: await page.locator('html').getAttribute('lang'),
        h1: await page.getByRole('heading', { level: 1 }).textContent(),
      };
      if (
        shown.served !== language ||
        shown.hydrated !== language ||
        shown.h1 !== TEXTS[language].h1['/blog']
      ) {
        wrong.push(`${describe(visit)}: want ${language}, got ${JSON.stringify(shown)}`);
      }
      await page.evaluate(() => localStorage.clear());
    }
    await context.close();
  }
  expect(wrong).toEqual([]);
});
