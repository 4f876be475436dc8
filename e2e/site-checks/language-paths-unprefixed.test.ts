import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  BROWSER_LOCALE,
  expectDocumentIn,
  LANGUAGES,
  onPath,
  OTHER,
  readsIn,
  resolveRoute,
  ROUTE_PATTERNS,
  siteAddress,
  type Language,
} from '../support/languagePathParts';
import {
  BROWSER_LIST,
  chosen,
  documentLanguage,
  headingOf,
  tokens,
  VISITORS,
} from '../support/languageVisitors';
import { plainDocument, plainRequest, type PlainAnswer } from '../support/plainRequest';

// Issue 54 (docs/product.md#language-paths), the entry's answers: a language path is the same page
// for every visitor, so a shared cache may keep it; the spec's unprefixed addresses lead each
// visitor to their language with a 302 that is never stored; the old `?lang=` addresses move for
// good (301). Sent as the browser or crawler would send it, read without one.

/** Unprefixed addresses a visitor lands from: the home, a list's page, a page. */
const LANDINGS = ['/', '/projects?page=2', '/about'] as const;

/** Every route of the spec with its `:param`s from the language's list pages, and list pages. */
async function unprefixedAddresses(): Promise<string[]> {
  const routes = await Promise.all(ROUTE_PATTERNS.map((pattern) => resolveRoute(pattern, 'en')));
  return [...routes, '/projects?page=2', '/projects?status=completed&page=2', '/blog?page=2'];
}

/** The language of a language path. */
const languageOf = (address: string): Language => (address.startsWith('/ka') ? 'ka' : 'en');

function assertRedirect(answer: PlainAnswer, status: number, location: string, where: string) {
  assert.equal(answer.status, status, where);
  assert.equal(answer.headers['location'], location, where);
}

describe('a language path answers every visitor the same', () => {
  test('in its language, varying on nothing but the encoding, and a shared cache may keep it', async () => {
    const wrong: string[] = [];
    for (const language of LANGUAGES) {
      for (const pattern of ROUTE_PATTERNS) {
        const address = onPath(language, await resolveRoute(pattern, language));
        for (const visitor of VISITORS) {
          const answer = await plainRequest(address, { headers: visitor.headers });
          const { headers, text: html } = answer;
          const cacheControl = tokens(headers['cache-control']);
          const sharedMaxAge = Number(
            cacheControl.find((token) => token.startsWith('s-maxage='))?.slice(9) ?? NaN,
          );
          const got = {
            status: answer.status,
            lang: documentLanguage(html),
            heading: readsIn(headingOf(html), language),
            vary: tokens(headers['vary']).filter((token) => token !== 'accept-encoding'),
            // A shared cache may keep it, briefly enough that a publish is live within 5 s
            // through it (docs/operations.md#a-cache-in-front).
            sharedCacheKeeps:
              cacheControl.includes('public') && sharedMaxAge > 0 && sharedMaxAge < 5,
            setsCookie: 'set-cookie' in headers,
          };
          const want = {
            status: 200,
            lang: language,
            heading: true,
            vary: [],
            sharedCacheKeeps: true,
            setsCookie: false,
          };
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            wrong.push(
              `${address} for ${visitor.who}: ${JSON.stringify(got)} (${headers['cache-control']})`,
            );
          }
        }
      }
    }
    assert.deepEqual(wrong, []);
  });
});

describe('the unprefixed addresses', () => {
  for (const visitor of VISITORS) {
    test(`lead ${visitor.who} to /${visitor.lands}/… with a 302 that no cache keeps`, async () => {
      for (const address of await unprefixedAddresses()) {
        const answer = await plainRequest(address, { headers: visitor.headers });
        assertRedirect(answer, 302, onPath(visitor.lands, address), address);
        const vary = tokens(answer.headers['vary']);
        assert.ok(
          vary.includes('cookie') && vary.includes('accept-language'),
          `${address} varies on ${vary.join(', ')}`,
        );
        assert.equal(answer.headers['cache-control'], 'no-store', address);
      }
    });
  }

  test('a form sent to one goes on, as sent, to the language path (307)', async () => {
    const answer = await plainRequest('/contact', {
      method: 'POST',
      headers: { 'Accept-Language': BROWSER_LIST.ka },
      form: { name: 'Nino', email: 'nino@example.com', message: 'Hello' },
    });
    assertRedirect(answer, 307, '/ka/contact', 'POST /contact');
  });

  for (const language of LANGUAGES) {
    const other = OTHER[language];

    describe(`in a ${language} browser, without scripts`, () => {
      // Such a browser asks with its list and its cookies, follows the redirects and shows the
      // server's page: the requests below are those.
      const browser = (cookie?: string): Record<string, string> => ({
        // What a browser of that locale sends (Playwright's `locale`, the scripted tests').
        'Accept-Language': BROWSER_LOCALE[language],
        ...(cookie ? { Cookie: cookie } : {}),
      });

      test(`land on /${language}/…`, async () => {
        for (const address of LANDINGS) {
          const landed = await plainDocument(address, { headers: browser() });
          assert.equal(landed.status, 200, address);
          assert.equal(landed.url, siteAddress(onPath(language, address)), address);
          expectDocumentIn(landed.document, language);
        }
      });

      test(`a stored choice of ${other} wins over the browser’s list`, async () => {
        const landed = await plainDocument('/blog', { headers: browser(chosen(other)) });
        assert.equal(landed.url, siteAddress(onPath(other, '/blog')));
        expectDocumentIn(landed.document, other);
      });

      test(`a ${other} link wins over a stored choice of ${language}`, async () => {
        const headers = browser(chosen(language));
        const linked = await plainDocument(onPath(other, '/services'), { headers });
        assert.equal(linked.url, siteAddress(onPath(other, '/services')));
        expectDocumentIn(linked.document, other);
        // The path is for its page only: the visitor's own choice still leads the spec's addresses.
        const unprefixed = await plainRequest('/services', { headers, follow: true });
        assert.equal(unprefixed.url, siteAddress(onPath(language, '/services')));
      });
    });
  }
});

describe('old ?lang= addresses', () => {
  test('move for good (301) to the language path, the other parameters kept', async () => {
    const moves: [string, string][] = [
      ['/projects?lang=ka&page=2', '/ka/projects?page=2'],
      ['/en/blog?lang=ka', '/ka/blog'],
      ['/?lang=ka', '/ka/'],
      ['/projects?page=2&lang=en&status=completed', '/en/projects?page=2&status=completed'],
      ['/ka/projects?status=completed&lang=en', '/en/projects?status=completed'],
    ];
    for (const language of LANGUAGES) {
      for (const pattern of ROUTE_PATTERNS) {
        const route = await resolveRoute(pattern, language);
        moves.push([`${route}?lang=${language}`, onPath(language, route)]);
        moves.push([`${onPath(OTHER[language], route)}?lang=${language}`, onPath(language, route)]);
      }
    }
    for (const [from, to] of moves) {
      // Whatever the visitor chose: the address names the language.
      const visitors: Record<string, string>[] = [{}, { Cookie: chosen(OTHER[languageOf(to)]) }];
      for (const headers of visitors) {
        assertRedirect(await plainRequest(from, { headers }), 301, to, from);
      }
    }
  });

  test('`lang` in any letter case, name and value, moves as the browser reads it', async () => {
    for (const [from, to] of [
      ['/about?LANG=ka', '/ka/about'],
      ['/en/?lang=KA', '/ka/'],
      ['/ka/blog?Lang=En&page=2', '/en/blog?page=2'],
    ] as const) {
      const answer = await plainRequest(from);
      assertRedirect(answer, 301, to, from);
      // The address alone says where: a shared cache may keep it.
      assert.equal(answer.headers['cache-control'], undefined, from);
    }
    // A `lang` the site does not have, on an address without a language: the visitor's language
    // decides, so no cache keeps the move.
    for (const language of LANGUAGES) {
      const answer = await plainRequest('/about?lang=fr', {
        headers: { 'Accept-Language': BROWSER_LIST[language] },
      });
      assertRedirect(answer, 301, `/${language}/about`, `/about?lang=fr (${language})`);
      assert.equal(answer.headers['cache-control'], 'no-store', '/about?lang=fr');
    }
  });

  test('a language segment spelled another way moves to the language path in one step', async () => {
    for (const [from, to] of [
      ['/KA/about', '/ka/about'],
      ['/Ka/', '/ka/'],
      ['/%6Ba/about', '/ka/about'],
      ['/EN/blog?page=2', '/en/blog?page=2'],
    ] as const) {
      const moved = await plainRequest(from, { headers: { Cookie: chosen('en') } });
      assertRedirect(moved, 301, to, from);
      const landed = await plainRequest(to);
      assert.equal(landed.status, 200, `${from} → ${to}`);
    }
  });

  test('a language path’s own variants move to it for good', async () => {
    for (const language of LANGUAGES) {
      const ask = (address: string) => plainRequest(address);
      assertRedirect(await ask(`/${language}`), 301, `/${language}/`, `/${language}`);
      assertRedirect(
        await ask(`/${language}/about/`),
        301,
        `/${language}/about`,
        `/${language}/about/`,
      );
    }
  });

  for (const language of LANGUAGES) {
    test(`a bookmark with ?lang=${language} opens the page on /${language}/`, async () => {
      // A browser of the other language without scripts: its list, the redirects followed.
      const opened = await plainDocument(`/projects?lang=${language}&page=2`, {
        headers: { 'Accept-Language': BROWSER_LOCALE[OTHER[language]] },
      });
      assert.equal(opened.status, 200);
      assert.equal(opened.url, siteAddress(`/${language}/projects?page=2`));
      expectDocumentIn(opened.document, language);
    });
  }
});
