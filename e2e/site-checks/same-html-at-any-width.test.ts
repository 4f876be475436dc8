import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITE_URL } from '../support/ports';
import { LANGUAGES, resolveRoute, ROUTE_PATTERNS } from '../support/routes';
import { serverRenderedHtml } from '../support/warmSite';

// The server's HTML cannot depend on the viewport's width: every route, in both languages, is the
// same document for a phone as for a desktop. The browser suite relies on it to check each route
// at one width (tests/every-route.spec.ts): at 375 px only what CSS changes, and the few places
// where the apps' code reads the width (tooling/test/viewportReaders.test.ts), are tested again.

/**
 * What a phone sends: a phone's User-Agent (the mobile project's browser keeps the desktop one;
 * a real phone's is the stronger case), and the client hints that name a mobile and its width.
 */
const PHONE = {
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Sec-CH-UA-Mobile': '?1',
  'Sec-CH-UA-Platform': '"Android"',
  'Viewport-Width': '375',
  'Sec-CH-Viewport-Width': '375',
  'Sec-CH-DPR': '3',
};

const DESKTOP = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Sec-CH-UA-Mobile': '?0',
  'Sec-CH-UA-Platform': '"Windows"',
  'Viewport-Width': '1280',
  'Sec-CH-Viewport-Width': '1280',
  'Sec-CH-DPR': '1',
};

/** Each owner's not-found page and a path deeper than any route, beside the routes. */
const NOT_FOUND = [
  '/services/no-such-service',
  '/projects/no-such-project',
  '/blog/no-such-post',
  '/blog/a/b',
];

/**
 * What may differ between two answers to the same request: a CSP nonce, were the entry to give one
 * per request. (None is sent today; a nonce would be replaced in both documents alike.)
 */
function normalised(html: string): string {
  return html.replace(/\bnonce="[^"]*"/g, 'nonce=""');
}

interface Answer {
  status: number;
  vary: string | null;
  html: string;
}

async function answer(address: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${SITE_URL}${address}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    vary: response.headers.get('vary'),
    html: normalised(await response.text()),
  };
}

test('every route, in both languages, is the same HTML for a phone and a desktop', async () => {
  const routes = [...(await Promise.all(ROUTE_PATTERNS.map(resolveRoute))), ...NOT_FOUND];
  assert.ok(routes.length >= 14, `${routes.length} routes`);
  for (const route of routes) {
    for (const language of LANGUAGES) {
      const address = `/${language}${route}`;
      // Drawn by the renderer before it is compared (a cold renderer's answer is the client
      // document, for every visitor alike).
      await serverRenderedHtml(address);
      // A content widget the renderer missed its time for leaves one answer without it, whatever
      // sent it: a few tries, until both arrive whole. A difference from the width never goes away.
      let phone = await answer(address, PHONE);
      let desktop = await answer(address, DESKTOP);
      for (let attempt = 1; attempt < 4 && phone.html !== desktop.html; attempt += 1) {
        phone = await answer(address, PHONE);
        desktop = await answer(address, DESKTOP);
      }
      assert.ok(phone.html.includes('data-rendered="server"'), `${address}: drawn on the server`);
      assert.ok(phone.html.includes(`<html lang="${language}"`), `${address}: in ${language}`);
      assert.equal(phone.status, desktop.status, `${address}: status`);
      // No cache may keep a phone's copy apart from a desktop's: nothing but the encoding varies.
      assert.equal(phone.vary, 'Accept-Encoding', `${address}: Vary`);
      assert.equal(phone.vary, desktop.vary, `${address}: Vary`);
      assert.equal(phone.html, desktop.html, `${address}: the same HTML`);
    }
  }
});
