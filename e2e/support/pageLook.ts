import { expect, type Page } from '@playwright/test';
import { PAGE_ROUTES, type RemoteName } from '../../shared/src/federation/contract';
import { SITE_URL } from './ports';
import { LANGUAGES, resolveRoute } from './routes';
import { settleNetwork } from './settle';

// A remote's standalone page on its dev server compared with the composed production site (this
// suite's site): the page's language, its heading's and main region's computed style, and its
// classes (none empty where production has none, every CSS-module class defined by a loaded
// stylesheet). The dev-* specs compare every page each remote owns.

/** What the comparison reads off a page. */
export interface PageLook {
  lang: string;
  h1: Record<string, string> | null;
  main: Record<string, string> | null;
  /** Elements of the page's content whose class attribute is there but empty. */
  emptyClasses: string[];
  /** Classes of the page's content (CSS-module classes of an app) that no loaded stylesheet has. */
  undefinedClasses: string[];
}

export async function lookOf(page: Page, url: string): Promise<PageLook> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await settleNetwork(page);
  return page.evaluate(() => {
    const style = (element: Element | null) => {
      if (!element) return null;
      const computed = getComputedStyle(element);
      return {
        fontSize: computed.fontSize,
        color: computed.color,
        width: computed.width,
        display: computed.display,
      };
    };
    const main = document.querySelector('main');
    const content = main ? [main, ...main.querySelectorAll('*')] : [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            defined.add((match[1] ?? '').replace(/\\(.)/g, '$1'));
          }
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const moduleClass = /^(shell|company|content|contact|shared)_/;
    return {
      lang: document.documentElement.lang,
      h1: style(document.querySelector('h1')),
      main: style(main),
      emptyClasses: content
        .filter((element) => element.getAttribute('class')?.trim() === '')
        .map(describe),
      undefinedClasses: [
        ...new Set(
          content.flatMap((element) =>
            [...element.classList].filter((name) => moduleClass.test(name) && !defined.has(name)),
          ),
        ),
      ],
    };
  });
}

/**
 * The pages a remote owns, each in one language, Georgian and English in turn (a remote's first
 * page is in Georgian, the site's default): its styles do not depend on the language, only its
 * fonts.
 */
export function pagesOf(remote: RemoteName): { path: string; language: 'ka' | 'en' }[] {
  return PAGE_ROUTES.filter(({ module }) => module.startsWith(`${remote}/`)).map(
    ({ path }, index) => ({ path, language: LANGUAGES[index % LANGUAGES.length] ?? 'ka' }),
  );
}

/**
 * Compares each of `pages` on the production site (in `production`) and on the dev server at
 * `devUrl` (in `standalone`), both tabs at once: most of a look is the wait for the network to
 * settle, which the two tabs spend together. Soft: a page that differs is reported, and the other
 * pages are still compared.
 */
export async function expectStyledAsProduction(
  production: Page,
  standalone: Page,
  devUrl: string,
  pages: readonly { path: string; language: 'ka' | 'en' }[],
): Promise<void> {
  for (const { path, language } of pages) {
    const address = `${await resolveRoute(path)}?lang=${language}`;
    const [served, dev] = await Promise.all([
      lookOf(production, `${SITE_URL}${address}`),
      lookOf(standalone, `${devUrl}${address}`),
    ]);
    const on = (site: string) => `${path} in ${language}, ${site}`;
    expect.soft(served.lang, on('production')).toBe(language);
    expect.soft(served.undefinedClasses, on('production')).toEqual([]);
    expect.soft(dev.lang, on('dev server')).toBe(language);
    expect.soft(dev.h1, on('dev server: h1')).toEqual(served.h1);
    expect.soft(dev.main, on('dev server: main')).toEqual(served.main);
    expect.soft(dev.emptyClasses, on('dev server')).toEqual(served.emptyClasses);
    expect.soft(dev.undefinedClasses, on('dev server')).toEqual([]);
  }
}
