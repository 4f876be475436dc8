import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT_PAGES, LANGUAGES, resolveRoute } from '../support/routes';
import { siteDocument } from '../support/siteAnswer';

// Issue 12, step 3: content pages and Home's content widgets arrive rendered, with the content
// answers the server drew them from, so the browser need not ask the content service for them
// (that it asks nothing, hydrated, is every-route.spec.ts's). And what a page's HTML holds
// back until a browser asks for it: the contact map's frame (that the browser asks for nothing
// with it, and where the frame goes, is first-screen.spec.ts's).

test('every content page, in both languages, comes with the content answers it was drawn from', async () => {
  for (const pattern of CONTENT_PAGES) {
    const path = await resolveRoute(pattern);
    for (const language of LANGUAGES) {
      // The page on the language's path (docs/product.md#language-paths).
      const page = await siteDocument(`/${language}${path}`);
      assert.equal(page.status, 200, `${path} [${language}]`);
      assert.ok(page.text.includes('data-content-queries'), `${path} [${language}]`);
    }
  }
});

test('Home’s content widgets arrive in the HTML', async () => {
  const home = await siteDocument('/en/');
  assert.equal(home.status, 200);
  for (const region of ['content/FeaturedProjects', 'content/BlogTeaser']) {
    assert.match(home.text, new RegExp(`<div data-region="${region}" data-language="en">`));
  }
  assert.ok(home.text.includes('>Our portfolio</h2>'));
  assert.ok(home.text.includes('>Latest from our blog</h2>'));
});

test('the contact map’s frame is in the server’s page without an address', async () => {
  const contact = await siteDocument('/en/contact');
  const frame = contact.document.querySelector('iframe[title*="Map of our office"]');
  assert.ok(frame, 'the map’s frame holds its place');
  assert.equal(frame.getAttribute('src'), null);
});
