import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectedListHead, LISTS, type HeadAddresses } from '../support/listCanonical';
import { plainRequest } from '../support/plainRequest';
import { LANGUAGES } from '../support/routes';

// Issue 22, as the server writes it: a list page past the first is canonical to itself, the first
// page to the list without a page, each on its language path (support/listCanonical.ts). The
// sample content has 29 projects and 22 posts: three pages of 12 and of 9. A page change in the
// browser moving the head with it is every-route.spec.ts's.

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

function addressesIn(html: string): HeadAddresses {
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

for (const list of LISTS) {
  test(`${list}: the server names page 2 canonical to itself and page 1 without a page, where ?page=1 moves`, async () => {
    for (const language of LANGUAGES) {
      const html = async (query: string) => {
        const address = `/${language}${list}${query ? `?${query}` : ''}`;
        const answer = await plainRequest(address, { follow: true });
        assert.equal(answer.status, 200, address);
        // The content renderer's page, not the client-rendered fallback.
        assert.ok(answer.text.includes('data-content-queries'), `${address} drawn by the server`);
        return answer.text;
      };
      assert.deepEqual(
        addressesIn(await html('page=2')),
        expectedListHead(list, 'page=2', language),
      );
      // Page 1 has one address, the list's own: `?page=1` moves there (issue 65).
      const pageOne = await plainRequest(`/${language}${list}?page=1`);
      assert.deepEqual([pageOne.status, pageOne.headers['location']], [301, `/${language}${list}`]);
      assert.deepEqual(addressesIn(await html('')), expectedListHead(list, '', language));
    }
  });
}

// Issue 65: past its last page a list has no page of its own: a 404 no search engine indexes, in
// the path's language, with the way to the list's first page. Its last page is a page as any.
test('a list past its last page is a 404 that is not indexed, with a link to its first page', async () => {
  for (const language of LANGUAGES) {
    for (const [list, last] of [
      ['/projects', 3],
      ['/blog', 3],
    ] as const) {
      const lastPage = await plainRequest(`/${language}${list}?page=${last}`);
      assert.equal(lastPage.status, 200, `${list}?page=${last}`);
      assert.doesNotMatch(lastPage.text, /<meta name="robots" content="noindex"/);
      for (const past of [last + 1, 99]) {
        const address = `/${language}${list}?page=${past}`;
        const answer = await plainRequest(address);
        assert.equal(answer.status, 404, address);
        assert.match(answer.text, /<meta name="robots" content="noindex"/, address);
        assert.ok(answer.text.includes(`<html lang="${language}"`), address);
        assert.ok(answer.text.includes(`href="/${language}${list}"`), `${address}: the first page`);
        assert.doesNotMatch(answer.text, /<link rel="canonical"/, address);
      }
    }
  }
});
