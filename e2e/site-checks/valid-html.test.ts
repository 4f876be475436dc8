import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlErrors, type CheckedDocument } from '../support/htmlChecker';
import { SITE_URL } from '../support/ports';
import { LANGUAGES } from '../support/routes';
import { serverRenderedHtml } from '../support/warmSite';

// Valid HTML: every page the site serves, in both languages, and each owner's not-found page pass
// the W3C Nu HTML Checker without an error. The pages are the site's own list (its sitemap), so a
// new route or entry is checked without this file changing.

/** Addresses no page has: the shell's not-found page and each owner's for an unknown id. */
const NOT_FOUND = [
  '/no-such-page',
  '/services/no-such-service',
  '/projects/no-such-project',
  '/blog/no-such-post',
];

/**
 * Every page's address in each language, as the sitemap's alternates name them (its language path,
 * docs/product.md#language-paths), each once: every language path has a <url> of its own, which
 * names all of them as its alternates.
 */
function sitemapPages(sitemap: string): { address: string; language: string }[] {
  const alternate = /<xhtml:link rel="alternate" hreflang="([a-z]+)" href="([^"]+)"/g;
  const pages = new Map<string, string>();
  for (const [, language = '', href = ''] of sitemap.matchAll(alternate)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) continue;
    const url = new URL(href);
    pages.set(`${url.pathname}${url.search}`, language);
  }
  return [...pages].map(([address, language]) => ({ address, language }));
}

test('every page, in both languages, and the not-found pages are valid HTML', async () => {
  const sitemap = await fetch(`${SITE_URL}/sitemap.xml`);
  assert.equal(sitemap.ok, true);
  const pages = sitemapPages(await sitemap.text());
  // Both languages of every URL the sitemap lists: a list that failed to parse fails here.
  assert.ok(pages.length > 40, `${pages.length} pages in the sitemap`);
  for (const language of LANGUAGES) {
    for (const path of NOT_FOUND) pages.push({ address: `/${language}${path}`, language });
  }

  const documents: CheckedDocument[] = [];
  // A few at a time: the content renderer draws each page it has not drawn yet.
  for (let start = 0; start < pages.length; start += 8) {
    const batch = pages.slice(start, start + 8);
    documents.push(
      ...(await Promise.all(
        batch.map(async ({ address }) => ({
          label: address,
          html: await serverRenderedHtml(address),
        })),
      )),
    );
  }
  for (const language of LANGUAGES) {
    assert.notDeepEqual(
      documents.filter(({ html }) => html.includes(`<html lang="${language}"`)),
      [],
      `a document in ${language}`,
    );
  }

  assert.deepEqual(await htmlErrors(documents), []);
});
