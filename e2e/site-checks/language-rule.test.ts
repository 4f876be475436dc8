import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import {
  address,
  describeVisit,
  expectedLanguage,
  LANGUAGE_RULE_TEXTS,
  LANGUAGE_RULE_ROUTES,
  VISITS,
  type Named,
} from '../support/languageRuleVisits';
import { BROWSER_LANGUAGE_CASES } from '../../shared/src/language/browserLanguageCases';
import { languageOfBrowserList } from '../../shared/src/language/languageRule';
import { tokens } from '../support/languageVisitors';
import { plainRequest } from '../support/plainRequest';

// The site's one language rule (shared/src/language/languageRule.ts, docs/product.md#language-choice)
// with language paths (docs/product.md#language-paths), as the server applies it: the path wins over
// everything the visitor's browser sends; an address without one leads to the language path the
// rule gives the visitor (the `language` cookie, then the browser's language list, then en) with a
// 302 that no cache keeps; an old `?lang=` address moves for good (301) to the language it names.
// The entry applies it, the page's owner renders the page in that language and the shell's parts
// around it are in it. Every combination of the three inputs, each present or not; the browser's
// hydration of each is language-rule.spec.ts's.

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
    for (const route of LANGUAGE_RULE_ROUTES) {
      // Nothing but what the visit names: a crawler sends no list at all.
      const headers = {
        ...(visit.browserList && { 'Accept-Language': visit.browserList }),
        ...(visit.stored && { Cookie: `language=${visit.stored}` }),
      };
      const language = expectedLanguage(visit);
      const languagePath = `/${language}${route}`;
      const first = await plainRequest(address(route, visit.named), { headers });
      const move = expectedMove(visit.named);
      const moved = {
        status: first.status,
        ...(move.status !== 200 && { location: first.headers['location'] }),
        ...(move.varies && {
          varies: ['cookie', 'accept-language'].every((token) =>
            tokens(first.headers['vary']).includes(token),
          ),
        }),
        ...(move.cacheControl && { cacheControl: first.headers['cache-control'] }),
        // The 302 stores nothing: the browser lands on the language path with the very cookie and
        // list it sent, which the browser suite hydrates (language-rule.spec.ts).
        ...(move.status === 302 && { setsCookie: first.headers['set-cookie'] !== undefined }),
      };
      const wantMove = {
        ...move,
        ...(move.status !== 200 && { location: languagePath }),
        ...(move.status === 302 && { setsCookie: false }),
      };
      // The page there, asked for as the browser would, with what it sent the first time.
      const answer =
        move.status === 200
          ? first
          : await plainRequest(first.headers['location'] ?? '', { headers });
      const html = answer.text;
      const got = {
        status: answer.status,
        document: /<html lang="?([a-z]+)/.exec(html)?.[1],
        shell: html.includes(`aria-label="${LANGUAGE_RULE_TEXTS[language].toggle}"`),
        owner: html.includes(`>${LANGUAGE_RULE_TEXTS[language].h1[route]}</h1>`),
      };
      if (
        !isDeepStrictEqual(moved, wantMove) ||
        got.status !== 200 ||
        got.document !== language ||
        !got.shell ||
        !got.owner
      ) {
        wrong.push(
          `${route} ${describeVisit(visit)}: want ${JSON.stringify(wantMove)} then ${language}, got ${JSON.stringify(moved)} then ${JSON.stringify(got)}`,
        );
      }
    }
  }
  assert.deepEqual(wrong, []);
});

// Issue 65: the entry reads Accept-Language as the browser's script reads its list, weights
// included (`ka;q=0` refuses Georgian) and tags whole (`kab` is Kabyle): one table for both
// (shared/src/language/browserLanguageCases.ts).
test('the entry reads every browser list of the table as the browser’s reading does', async () => {
  for (const [header, language] of BROWSER_LANGUAGE_CASES) {
    assert.equal(languageOfBrowserList(header.split(',')), language, `the browser reads ${header}`);
    const answer = await plainRequest('/about', { headers: { 'Accept-Language': header } });
    assert.equal(answer.status, 302, `Accept-Language: ${header}`);
    assert.equal(answer.headers['location'], `/${language}/about`, `Accept-Language: ${header}`);
  }
});
