import { isDeepStrictEqual } from 'node:util';
import { expect, test } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { serveClientRenderedPages } from '../support/clientDocument';
import { startUsingPage } from '../support/hydration';
import { languageToggle } from '../support/language';
import {
  address,
  BROWSER_LISTS,
  describeVisit,
  expectedLanguage,
  LANGUAGE_RULE_TEXTS,
  VISITS,
  type RuleLanguage,
} from '../support/languageRuleVisits';
import { SITE_URL } from '../support/ports';

// The site's one language rule (shared/src/language/languageRule.ts, docs/product.md#language-choice)
// with language paths (docs/product.md#language-paths): a page's address names its language
// (`/ka/blog`), and the path wins over everything the visitor's browser sends. An address without
// one (the spec's `/blog`) leads to the language path the rule gives the visitor: the `language`
// cookie, then the browser's language list, then en (a 302 that no cache keeps); an old `?lang=`
// address moves for good (301) to the language it names. The entry applies it (maps generated from
// the rule), the page's owner renders the page in that language, the shell's parts around it are
// in it, and the browser hydrates the page in it without deciding again; a page the browser draws
// itself (the fallback document) takes the path's language too. Every combination of the three
// inputs, each present or not (support/languageRuleVisits.ts). What the server answers each visit
// (the moves, their caching, the page's language, the owner's and the shell's) is checked without
// a browser in site-checks/language-rule.test.ts; here, what the browser does with it.

const LANGUAGES: readonly RuleLanguage[] = ['ka', 'en'];
const OTHER = { ka: 'en', en: 'ka' } as const;
const TEXTS = LANGUAGE_RULE_TEXTS;

test('the browser hydrates every visit in the server’s language, never deciding again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const browserList of BROWSER_LISTS) {
    // A browser always has a list; "none" is the crawler's case, the site checks'.
    if (!browserList) continue;
    const context = await browser.newContext({ locale: browserList.split(',')[0] });
    const page = await context.newPage();
    // On a language path. An address without one (`nothing`) or with an old `?lang=` is the entry's
    // move (site-checks/language-rule.test.ts: to the rule's language path, the visit's cookie and
    // list unchanged), which lands the browser on one of these visits: the same address, cookie,
    // list and empty storage, all a page's scripts can read.
    for (const visit of VISITS.filter(
      (v) => v.browserList === browserList && v.named.by === 'path',
    )) {
      await context.clearCookies();
      if (visit.stored) {
        await context.addCookies([{ name: 'language', value: visit.stored, url: SITE_URL }]);
      }
      const response = await page.goto(address('/blog', visit.named));
      const served = /<html lang="?([a-z]+)/.exec((await response?.text()) ?? '')?.[1];
      await startUsingPage(page);
      const language = expectedLanguage(visit);
      const shown = {
        address: new URL(page.url()).pathname,
        served,
        hydrated: await page.locator('html').getAttribute('lang'),
        h1: await page.getByRole('heading', { level: 1 }).textContent(),
      };
      if (
        shown.address !== `/${language}/blog` ||
        shown.served !== language ||
        shown.hydrated !== language ||
        shown.h1 !== TEXTS[language].h1['/blog']
      ) {
        wrong.push(`${describeVisit(visit)}: want ${language}, got ${JSON.stringify(shown)}`);
      }
      await page.evaluate(() => localStorage.clear());
    }
    await context.close();
  }
  expect(wrong).toEqual([]);
});

test('the page the browser draws itself on a language path is in the path’s language, whatever the visitor chose or the browser says', async ({
  browser,
}) => {
  // Four pages drawn in the browser, each loading the shell's application and its page's remote.
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const language of LANGUAGES) {
    const other = OTHER[language];
    for (const stored of [undefined, other]) {
      // A browser of the other language, which chose it by hand (storage and the cookies that
      // mirror it), or chose nothing.
      const context = await browser.newContext({
        locale: other === 'ka' ? 'ka-GE' : 'en-US',
      });
      const page = await context.newPage();
      await dismissLanguageBanner(page);
      if (stored) {
        await context.addCookies([
          { name: 'language', value: stored, url: SITE_URL },
          { name: 'languageSetManually', value: 'true', url: SITE_URL },
        ]);
        await page.addInitScript((seed) => {
          if (window !== window.top) return;
          localStorage.setItem('language', seed);
          localStorage.setItem('languageSetManually', 'true');
        }, stored);
      }
      // The fallback document: what the entry sends when the page's owner cannot render it.
      await serveClientRenderedPages(page);
      const address = `/${language}/blog`;
      const response = await page.goto(address);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(TEXTS[language].h1['/blog'], { timeout: 20_000 });
      const shown = {
        fallback: !((await response?.text()) ?? '').includes('data-rendered="server"'),
        address: new URL(page.url()).pathname,
        drawn: await page.locator('html').getAttribute('lang'),
        shell: await languageToggle(page, TEXTS[language].toggle).isVisible(),
        // The path wins for its own page only: the visitor's choice stays theirs.
        stored: await page.evaluate(() => localStorage.getItem('language')),
      };
      const want = {
        fallback: true,
        address,
        drawn: language,
        shell: true,
        stored: stored ?? shown.stored,
      };
      if (!isDeepStrictEqual(shown, want)) {
        wrong.push(
          `${address} chosen=${stored ?? '–'} list=${other}: want ${JSON.stringify(want)}, got ${JSON.stringify(shown)}`,
        );
      }
      await context.close();
    }
  }
  expect(wrong).toEqual([]);
});
