import { isDeepStrictEqual } from 'node:util';
import { expect, test } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { serveClientRenderedPages } from '../support/clientDocument';
import { startUsingPage } from '../support/hydration';
import { languageToggle } from '../support/language';
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
// inputs, each present or not.

type Language = 'ka' | 'en';
const LANGUAGES: readonly Language[] = ['ka', 'en'];
const OTHER = { ka: 'en', en: 'ka' } as const;
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

/** How an address names its page's language: not at all, by its language path, or by `?lang=`. */
type Named = { by: 'nothing' } | { by: 'path' | 'parameter'; language: Language };
const NAMED: Named[] = [
  { by: 'nothing' },
  ...LANGUAGES.map((language): Named => ({ by: 'path', language })),
  ...LANGUAGES.map((language): Named => ({ by: 'parameter', language })),
];

interface Visit {
  named: Named;
  stored: Language | undefined;
  browserList: string | undefined;
}

const VISITS: Visit[] = NAMED.flatMap((named) =>
  STORED.flatMap((stored) => BROWSER_LISTS.map((browserList) => ({ named, stored, browserList }))),
);

/** What the spec says the visit's language is. */
function expected({ named, stored, browserList }: Visit): Language {
  if (named.by !== 'nothing') return named.language;
  return stored ?? (browserList?.startsWith('ka') ? 'ka' : 'en');
}

function address(route: string, named: Named): string {
  if (named.by === 'path') return `/${named.language}${route}`;
  if (named.by === 'parameter') return `${route}?lang=${named.language}`;
  return route;
}

const describe = ({ named, stored, browserList }: Visit) =>
  `${named.by === 'nothing' ? '–' : `${named.by}=${named.language}`} cookie=${stored ?? '–'} list=${browserList ?? '–'}`;

/** The values of a header that lists tokens (`Vary`), lower-case. */
const tokens = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);

/**
 * The answer an address gets before any page is sent: a language path is the page itself (200),
 * an old `?lang=` moves for good (301), and the spec's address leads this visitor on with a 302
 * that differs by visitor, so no cache keeps it.
 */
interface Move {
  status: number;
  /** Varies on what the rule reads, the cookie and the browser's list. */
  varies?: boolean;
  cacheControl?: string;
}

function expectedMove(named: Named): Move {
  if (named.by === 'path') return { status: 200 };
  if (named.by === 'parameter') return { status: 301 };
  return { status: 302, varies: true, cacheControl: 'no-store' };
}

test('the entry, the page’s owner and the shell’s parts give every visit the language of the rule', async () => {
  const wrong: string[] = [];
  for (const visit of VISITS) {
    for (const route of ROUTES) {
      const headers = {
        ...(visit.browserList && { 'Accept-Language': visit.browserList }),
        ...(visit.stored && { Cookie: `language=${visit.stored}` }),
      };
      const language = expected(visit);
      const languagePath = `/${language}${route}`;
      const first = await fetch(`${SITE_URL}${address(route, visit.named)}`, {
        headers,
        redirect: 'manual',
      });
      const move = expectedMove(visit.named);
      const moved = {
        status: first.status,
        ...(move.status !== 200 && { location: first.headers.get('location') }),
        ...(move.varies && {
          varies: ['cookie', 'accept-language'].every((token) =>
            tokens(first.headers.get('vary')).includes(token),
          ),
        }),
        ...(move.cacheControl && { cacheControl: first.headers.get('cache-control') }),
      };
      const wantMove = { ...move, ...(move.status !== 200 && { location: languagePath }) };
      // The page there, asked for as the browser would, with what it sent the first time.
      const answer =
        move.status === 200
          ? first
          : await fetch(`${SITE_URL}${first.headers.get('location') ?? ''}`, { headers });
      const html = await answer.text();
      const got = {
        status: answer.status,
        document: /<html lang="?([a-z]+)/.exec(html)?.[1],
        shell: html.includes(`aria-label="${TEXTS[language].toggle}"`),
        owner: html.includes(`>${TEXTS[language].h1[route]}</h1>`),
      };
      if (
        !isDeepStrictEqual(moved, wantMove) ||
        got.status !== 200 ||
        got.document !== language ||
        !got.shell ||
        !got.owner
      ) {
        wrong.push(
          `${route} ${describe(visit)}: want ${JSON.stringify(wantMove)} then ${language}, got ${JSON.stringify(moved)} then ${JSON.stringify(got)}`,
        );
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
    // Old `?lang=` addresses are the entry's moves (above), to a language path as here.
    for (const visit of VISITS.filter(
      (v) => v.browserList === browserList && v.named.by !== 'parameter',
    )) {
      await context.clearCookies();
      if (visit.stored) {
        await context.addCookies([{ name: 'language', value: visit.stored, url: SITE_URL }]);
      }
      const response = await page.goto(address('/blog', visit.named));
      const served = /<html lang="?([a-z]+)/.exec((await response?.text()) ?? '')?.[1];
      await startUsingPage(page);
      const language = expected(visit);
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
        wrong.push(`${describe(visit)}: want ${language}, got ${JSON.stringify(shown)}`);
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
