import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES, REMOTE_NAMES, type RemoteName } from '../../shared/src/federation/contract';
import { devPortsAt, startDevRemote, type DevRemote } from '../support/devRemote';
import { PORTS, SITE_OFFSETS, SITE_URL } from '../support/ports';
import { LANGUAGES, resolveRoute } from '../support/routes';
import { scrollThroughPage } from '../support/scroll';
import { settleNetwork } from '../support/settle';

// A team's own loop (README, "Developing and deploying one remote alone"): each remote's
// standalone page on its dev server draws every page it owns as the composed production site
// (this suite's site) draws it, and the company's Home embeds the content remote's widgets from
// its dev server: their localized fallback while that server is not running, their content once it
// is. The dev servers use the suite's local-services.
const DEV_PORTS = devPortsAt(SITE_OFFSETS.devStandalone, PORTS.services);

// Each remote's dev server is started once for the file (a compile of its own, half a minute cold
// on 2 cores): the company's Home then starts the content remote's, which its own pages go on using.
const running = new Map<RemoteName, DevRemote>();
async function devServer(remote: RemoteName): Promise<DevRemote> {
  const known = running.get(remote);
  if (known) return known;
  const started = await startDevRemote(remote, DEV_PORTS);
  running.set(remote, started);
  return started;
}
async function stopDevServer(remote: RemoteName): Promise<void> {
  const dev = running.get(remote);
  running.delete(remote);
  await dev?.stop();
}

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

// In order, in one worker: the company's Home needs the content dev server stopped, then started.
test.describe.configure({ mode: 'default' });
// Whatever a failed test left running (each block stops its own remote's once its tests are done).
test.afterAll(async () => {
  for (const remote of [...running.keys()]) await stopDevServer(remote);
});

for (const remote of REMOTE_NAMES) {
  test.describe(`${remote} alone on its dev server`, () => {
    let dev: DevRemote;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      dev = await devServer(remote);
    });
    test.afterAll(async () => {
      await stopDevServer(remote);
    });

    // Each page in one language, Georgian and English in turn (a remote's first page is in
    // Georgian, the site's default): its styles do not depend on the language, only its fonts.
    const pages = PAGE_ROUTES.filter(({ module }) => module.startsWith(`${remote}/`)).map(
      ({ path }, index) => ({ path, language: LANGUAGES[index % LANGUAGES.length] ?? 'ka' }),
    );
    const named = pages.map(({ path, language }) => `${path} in ${language}`).join(', ');
    test(`its pages are styled as on the production site: ${named}`, async ({ page, context }) => {
      test.setTimeout(30_000 + 30_000 * pages.length);
      // Each page is read on both sites at once, in two tabs: most of a look is the wait for the
      // network to settle, which the two tabs spend together.
      const devPage = await context.newPage();
      for (const { path, language } of pages) {
        const address = `${await resolveRoute(path)}?lang=${language}`;
        const [production, standalone] = await Promise.all([
          lookOf(page, `${SITE_URL}${address}`),
          lookOf(devPage, `${dev.url}${address}`),
        ]);
        // Soft: a page that differs is reported, and the remote's other pages are still compared.
        const on = (site: string) => `${path} in ${language}, ${site}`;
        expect.soft(production.lang, on('production')).toBe(language);
        expect.soft(production.undefinedClasses, on('production')).toEqual([]);
        expect.soft(standalone.lang, on('dev server')).toBe(language);
        expect.soft(standalone.h1, on('dev server: h1')).toEqual(production.h1);
        expect.soft(standalone.main, on('dev server: main')).toEqual(production.main);
        expect.soft(standalone.emptyClasses, on('dev server')).toEqual(production.emptyClasses);
        expect.soft(standalone.undefinedClasses, on('dev server')).toEqual([]);
      }
    });

    if (remote === 'company') {
      // Before the content remote's block, which goes on with the dev server started here.
      test('the company Home shows the content widgets when the content dev server runs', async ({
        page,
      }) => {
        test.setTimeout(180_000);
        expect(running.has('content')).toBe(false);
        await page.goto(`${dev.url}/?lang=en`);
        await scrollThroughPage(page);
        await expect(
          page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded' }),
        ).toHaveCount(2, { timeout: 30_000 });

        await devServer('content');
        await page.reload();
        await scrollThroughPage(page);
        await expect(page.locator('main a[href="/projects"]').first()).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
    }
  });
}
