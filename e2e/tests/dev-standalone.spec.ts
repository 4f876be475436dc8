import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES, REMOTE_NAMES } from '../../shared/src/federation/contract';
import { devPortsAt, startDevRemote, type DevRemote } from '../support/devRemote';
import { PORTS, SITE_OFFSETS, SITE_URL } from '../support/ports';
import { LANGUAGES, resolveRoute } from '../support/routes';
import { settleNetwork } from '../support/settle';

// A team's own loop (README, "Developing and deploying one remote alone"): each remote's
// standalone page on its dev server draws every page it owns as the composed production site
// (this suite's site) draws it. The dev servers use the suite's local-services.
const DEV_PORTS = devPortsAt(SITE_OFFSETS.devStandalone, PORTS.services);

/** What the comparison reads off a page. */
interface PageLook {
  lang: string;
  h1: Record<string, string> | null;
  main: Record<string, string> | null;
  /** Elements of the page's content whose class attribute is there but empty. */
  emptyClasses: string[];
  /** Classes of the page's content (CSS-module classes of an app) that no loaded stylesheet has. */
  undefinedClasses: string[];
}

async function lookOf(page: Page, url: string): Promise<PageLook> {
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

for (const remote of REMOTE_NAMES) {
  test.describe(`${remote} alone on its dev server`, () => {
    // One dev server per remote, built once for its pages (in one worker, in order).
    test.describe.configure({ mode: 'default' });
    let dev: DevRemote;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      dev = await startDevRemote(remote, DEV_PORTS);
    });
    test.afterAll(async () => {
      await dev?.stop();
    });

    // Each page in one language, Georgian and English in turn (a remote's first page is in
    // Georgian, the site's default): its styles do not depend on the language, only its fonts.
    const routes = PAGE_ROUTES.filter(({ module }) => module.startsWith(`${remote}/`));
    for (const [index, { path }] of routes.entries()) {
      for (const language of [LANGUAGES[index % LANGUAGES.length] ?? 'ka']) {
        test(`${path} in ${language} is styled as on the production site`, async ({ page }) => {
          test.setTimeout(90_000);
          const address = `${await resolveRoute(path)}?lang=${language}`;
          const production = await lookOf(page, `${SITE_URL}${address}`);
          const standalone = await lookOf(page, `${dev.url}${address}`);
          expect(production.lang).toBe(language);
          expect(production.undefinedClasses).toEqual([]);
          expect(standalone.lang).toBe(language);
          expect.soft(standalone.h1).toEqual(production.h1);
          expect.soft(standalone.main).toEqual(production.main);
          expect.soft(standalone.emptyClasses).toEqual(production.emptyClasses);
          expect(standalone.undefinedClasses).toEqual([]);
        });
      }
    }
  });
}
