import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readsIn } from '../support/languagePathParts';
import {
  BROWSER_LIST,
  chosen,
  documentLanguage,
  headingOf,
  tokens,
} from '../support/languageVisitors';
import { SITE_URL } from '../support/ports';
import { plainRequest } from '../support/plainRequest';
import { startSharedCache, type SharedCache } from '../support/sharedCache';

// Issue 54 (docs/product.md#language-paths, docs/operations.md#a-cache-in-front): a shared cache
// in front of the entry, keyed on the address alone as a CDN's is, gives a language path's page to
// every visitor in that language, never an unprefixed address's redirect or a preview's answer.
// One cache for the checks below, which run one after another.

let cache: SharedCache;
before(async () => {
  cache = await startSharedCache(SITE_URL);
});
after(async () => {
  await cache?.stop();
});

/** A visitor through the cache, sending what their browser sends. */
const visitor =
  (headers: Record<string, string>) =>
  (address: string, { follow = true } = {}) =>
    plainRequest(address, { headers, follow, base: cache.url });
const georgian = visitor({ Cookie: chosen('ka'), 'Accept-Language': BROWSER_LIST.ka });
const english = visitor({ Cookie: chosen('en'), 'Accept-Language': BROWSER_LIST.en });

test('gives one visitor’s copy of a language path to another, in that language', async () => {
  // The cache keeps a page two seconds (s-maxage): A's copy and B's visit within them. Tried again
  // while the machine is too slow for that.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const first = await georgian('/en/projects');
      assert.equal(first.status, 200);
      assert.equal(documentLanguage(first.text), 'en');
      const second = await english('/en/projects');
      assert.equal(second.headers['x-shared-cache'], 'HIT');
      assert.equal(second.text, first.text);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
});

test('never gives a copy of one language path for the other', async () => {
  const kept = (await georgian('/en/projects')).text;
  assert.equal(documentLanguage(kept), 'en');
  const answer = await english('/ka/projects');
  assert.equal(answer.status, 200);
  assert.equal(documentLanguage(answer.text), 'ka');
  assert.equal(readsIn(headingOf(answer.text), 'ka'), true);
  assert.notEqual(answer.text, kept);
});

test('gives each visitor their own redirect from an unprefixed address, never a kept one', async () => {
  const visitors = [
    { ask: georgian, lands: 'ka' },
    { ask: english, lands: 'en' },
  ] as const;
  for (const round of [1, 2]) {
    for (const { ask, lands } of visitors) {
      const answer = await ask('/projects', { follow: false });
      const where = `round ${round}, ${lands}`;
      assert.equal(answer.status, 302, where);
      assert.equal(answer.headers['location'], `/${lands}/projects`, where);
      assert.notEqual(answer.headers['x-shared-cache'], 'HIT', where);
      assert.equal(answer.headers['cache-control'], 'no-store', where);
    }
  }
});

test('never keeps an answer to a preview claim', async () => {
  const claimed = await visitor({ Cookie: 'site_preview=made-up' })('/en/contact');
  assert.equal(claimed.headers['cache-control'], 'private, no-store');
  // Right after it (within the two seconds a copy would be kept), a visitor's page, not that one.
  const visit = await visitor({})('/en/contact');
  assert.equal(visit.status, 200);
  assert.notEqual(visit.headers['x-shared-cache'], 'HIT');
  assert.ok(tokens(visit.headers['cache-control']).includes('public'));
  assert.equal(visit.headers['x-robots-tag'], undefined);
});
