import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OTHER, type Language } from '../support/languagePathParts';
import { crawl, sitemapAddresses, type PageRequester } from '../support/linkCrawler';
import { plainRequest } from '../support/plainRequest';

// Issue 54 (docs/product.md#language-paths): a search engine's crawler (no cookies, no
// Accept-Language, no scripts) finds every page of the sitemap, on both language paths, by
// following the HTML's links from `/`.

/** A crawler: sends nothing but the address, keeps nothing; what the site tried to set is noted. */
function crawler(setCookies: string[]): PageRequester {
  return {
    async get(address) {
      const answer = await plainRequest(address);
      const cookie = answer.headers['set-cookie'];
      if (cookie !== undefined) setCookies.push(`${address}: ${cookie}`);
      return {
        status: () => answer.status,
        headers: () => answer.headers,
        text: async () => answer.text,
      };
    },
  };
}

const sitemapText = async () => (await plainRequest('/sitemap.xml')).text;

test('a crawler without cookies or Accept-Language finds every page of the sitemap by following links from /', async () => {
  // The content part of the sitemap is read from the content service right after start.
  const lists = ['/ka/blog/', '/en/blog/', '/ka/projects/', '/en/projects/'];
  const deadline = Date.now() + 30_000;
  let sitemap = await sitemapText();
  while (!lists.every((list) => sitemap.includes(list)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    sitemap = await sitemapText();
  }
  assert.deepEqual(
    lists.filter((list) => !sitemap.includes(list)),
    [],
    'the sitemap lists the content',
  );
  assert.doesNotMatch(sitemap, /[?&](amp;)?lang=/);
  const listed = new Set(sitemapAddresses(sitemap));
  // Every page twice, once on each language path.
  const routes = [...listed].map((address) => /^\/(ka|en)(\/.*)$/.exec(address));
  assert.deepEqual(
    routes.filter((match) => !match),
    [],
  );
  for (const match of routes) {
    const [, language, route] = match ?? [];
    assert.ok(listed.has(`/${OTHER[language as Language]}${route}`), `${match?.[0]}'s twin`);
  }

  // A service the spec makes reachable by its address alone, with no tile or link
  // (docs/product.md#service-detail): the sitemap is how a crawler finds it.
  const addressOnly = ['/ka/services/hvac', '/en/services/hvac'];

  const setCookies: string[] = [];
  const found = await crawl(crawler(setCookies), '/');
  // From `/`, the crawler's language (English, the default); every link leads to a page itself.
  assert.deepEqual([...found.redirects], [['/', '/en/']]);
  assert.deepEqual(
    [...listed].filter((address) => !found.pages.has(address) && !addressOnly.includes(address)),
    [],
  );
  const pages = [...found.pages];
  assert.deepEqual(
    pages.filter(([, status]) => status !== 200),
    [],
  );
  assert.deepEqual(found.notServerRendered, []);
  // Every link of every page (cards, pagination, filters, related items, a post's text) keeps it.
  assert.deepEqual(found.leavingPath, []);
  // And nothing it found outside the lists and their pages that the sitemap leaves out.
  assert.deepEqual(
    pages.filter(([address]) => !address.includes('?') && !listed.has(address)).map(([a]) => a),
    [],
  );
  // A crawler keeps nothing: nothing was set for it to keep.
  assert.deepEqual(setCookies, []);
});
