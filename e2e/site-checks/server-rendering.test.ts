import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plainRequest } from '../support/plainRequest';
import { LANGUAGES, resolveRoute } from '../support/routes';

// Issue 12: pages arrive rendered. A plain GET (no JavaScript) of any page's address, its language
// path (docs/product.md#language-paths: `/ka/about`), returns the whole page in that language with
// the right status; an address without a language leads each visitor to theirs. What the browser
// does with the page (keeps it, hydrating it; draws the client-rendered one) is
// tests/server-rendering.spec.ts's.

/**
 * Every route, rendered on the server by the app that owns it: company and contact (at start),
 * content (on request), the shell (not found). `:project` and `:post` are real entries.
 */
const SERVER_PAGES = [
  { path: '/', status: 200 },
  { path: '/services', status: 200 },
  { path: '/services/fire-safety', status: 200 },
  { path: '/projects', status: 200 },
  { path: '/projects/:project', status: 200 },
  { path: '/about', status: 200 },
  { path: '/blog', status: 200 },
  { path: '/blog/:post', status: 200 },
  { path: '/contact', status: 200 },
  { path: '/services/no-such-service', status: 404 },
  { path: '/projects/no-such-project', status: 404 },
  { path: '/blog/no-such-post', status: 404 },
  { path: '/no-such-page', status: 404 },
  { path: '/blog/a/b', status: 404 },
] as const;

const HEADINGS = {
  '/contact': { en: 'Contact us', ka: 'დაგვიკავშირდით' },
  '/no-such-page': { en: 'Page Not Found', ka: 'გვერდი ვერ მოიძებნა' },
  '/services/no-such-service': { en: 'სერვისი ვერ მოიძებნა', ka: 'სერვისი ვერ მოიძებნა' },
  '/projects/no-such-project': { en: 'Project Not Found', ka: 'პროექტი ვერ მოიძებნა' },
  '/blog/no-such-post': { en: 'Article Not Found', ka: 'სტატია ვერ მოიძებნა' },
} as const;

/** The answer to `path`, no redirect followed, sending only `headers`. */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const answer = await plainRequest(path, { headers });
  const lang = /<html lang="([a-z]+)"/.exec(answer.text)?.[1];
  return { status: answer.status, html: answer.text, lang, headers: answer.headers };
}

test('each page arrives whole, in the language asked for, with a true status', async () => {
  const titles = new Set<string>();
  for (const { path: pattern, status } of SERVER_PAGES) {
    const path = await resolveRoute(pattern);
    for (const language of LANGUAGES) {
      const where = `${path} [${language}]`;
      const page = await fetchPage(`/${language}${path}`);
      assert.equal(page.status, status, where);
      assert.equal(page.lang, language, where);
      assert.ok(page.html.includes('data-rendered="server"'), where);
      // The shell's parts (included by the entry) and the page's own content.
      assert.match(page.html, /<header[^>]*>[\s\S]*<nav aria-label=/, where);
      assert.match(page.html, /<h1[^>]*>[^<]+/, where);
      assert.ok(page.html.includes('<footer'), where);
      assert.ok(page.html.includes('application/ld+json'), where);
      assert.ok(!page.html.includes('<!--#'), `${where}: an include left unprocessed`);
      assert.ok(!page.html.includes('an error occurred'), `${where}: an include failed`);
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(page.html)?.[1];
      assert.ok(title, where);
      assert.equal(page.html.match(/<title[ >]/g)?.length, 1, `${where}: one title`);
      assert.match(page.html, /<meta name="description" content="[^"]{20,}"/, where);
      if (status === 200) {
        assert.ok(page.html.includes(`rel="canonical" href="`), where);
        assert.ok(page.html.includes('property="og:image"'), where);
        assert.ok(!titles.has(title), `${where}: title ${title} used twice`);
        titles.add(title);
      } else {
        assert.ok(page.html.includes('<meta name="robots" content="noindex"'), where);
      }
      const heading = HEADINGS[pattern as keyof typeof HEADINGS]?.[language];
      if (heading) assert.ok(page.html.includes(`>${heading}</h1>`), `${where}: ${heading}`);
      // The address chose the language: the same HTML for every visitor, which varies on nothing
      // but its encoding, and a shared cache may keep it a second (browsers ask again each time).
      assert.equal(page.headers['vary'], 'Accept-Encoding', where);
      assert.equal(page.headers['cache-control'], 'public, max-age=0, s-maxage=1', where);
      assert.ok(page.headers['content-security-policy']?.includes("script-src 'self'"), where);
    }
  }
});

test('the contact details in the HTML are the running configuration’s', async () => {
  const page = await fetchPage('/en/contact');
  const config = (await plainRequest('/config.js')).text;
  const phone = /phone: '([^']+)'/.exec(config)?.[1];
  const email = /email: '([^']+)'/.exec(config)?.[1];
  assert.ok(phone);
  assert.ok(page.html.includes(`href="tel:${phone.replace(/\s/g, '')}"`), 'the phone link');
  assert.ok(page.html.includes(`href="mailto:${email}"`), 'the mail link');
});

test('the server chooses the language as the browser would', async () => {
  // An address without a language leads to the page on the visitor's language path: 302, or 301
  // for a `?lang=`, which names the language for good (the parameter left behind).
  const cases: [string, Record<string, string>, 'ka' | 'en', number, string][] = [
    ['/about', {}, 'en', 302, '/en/about'],
    ['/about', { 'Accept-Language': 'ka-GE,ka;q=0.9' }, 'ka', 302, '/ka/about'],
    ['/about', { 'Accept-Language': 'en-US,en;q=0.9,ka;q=0.8' }, 'ka', 302, '/ka/about'],
    ['/about', { 'Accept-Language': 'Georgian' }, 'ka', 302, '/ka/about'],
    ['/about', { 'Accept-Language': 'de-DE,fr;q=0.5' }, 'en', 302, '/en/about'],
    // A stored language (mirrored into the cookie) beats the browser's list.
    ['/about', { 'Accept-Language': 'ka', Cookie: 'language=en' }, 'en', 302, '/en/about'],
    ['/about', { 'Accept-Language': 'en', Cookie: 'language=ka' }, 'ka', 302, '/ka/about'],
    // ?lang= beats both.
    ['/about?lang=en', { 'Accept-Language': 'ka', Cookie: 'language=ka' }, 'en', 301, '/en/about'],
    // Hostile or unknown values name no language: the next rule's path, the parameter left
    // behind in the same one move (never an error).
    [
      '/about?lang=%3Cscript%3E',
      { 'Accept-Language': 'ka', Cookie: 'language=xx' },
      'ka',
      301,
      '/ka/about',
    ],
    ['/about?lang=fr', { Cookie: 'language="ka' }, 'en', 301, '/en/about'],
  ];
  for (const [path, headers, language, status, location] of cases) {
    const where = `${path} ${JSON.stringify(headers)}`;
    const moved = await fetchPage(path, headers);
    assert.equal(moved.status, status, where);
    assert.equal(moved.headers['location'], location, where);
    const page = await fetchPage(location, headers);
    assert.equal(page.status, 200, where);
    assert.equal(page.lang, language, where);
  }
});

test('a Georgian page asks for its web font at once, an English one does not', async () => {
  const georgian = await fetchPage('/ka/blog');
  const preloads = [
    ...georgian.html.matchAll(
      /<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*crossorigin>/g,
    ),
  ].map((match) => match[1] ?? '');
  assert.ok(preloads.length > 0, 'a font preloaded');
  // The very files the stylesheet names, so the browser uses what it preloaded.
  // (the shell's are inline, in `<style>` elements; a page's own are linked)
  const sheets = [...georgian.html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)];
  const inline = [...georgian.html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(
    ([, css]) => css ?? '',
  );
  const css = (
    await Promise.all(sheets.map(async ([, href]) => (await plainRequest(href ?? '')).text))
  )
    .concat(inline)
    .join('');
  for (const href of preloads) assert.ok(css.includes(href), `${href} in the styles`);
  const english = await fetchPage('/en/blog');
  assert.ok(!english.html.includes('as="font"'), 'no font preloaded in English');
});

test('an address with a trailing slash moves to the page’s one address', async () => {
  const moves: [string, number, string][] = [
    ['/ka/about/?page=2', 301, '/ka/about?page=2'],
    ['/en/about/', 301, '/en/about'],
    // An address without a language goes on, as it was sent, to the visitor's language path
    // (English, for a visitor who sends nothing), which then moves as above.
    ['/about/', 302, '/en/about/'],
  ];
  for (const [from, status, to] of moves) {
    const answer = await plainRequest(from);
    assert.equal(answer.status, status, from);
    assert.equal(answer.headers['location'], to, from);
  }
});
