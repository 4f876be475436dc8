import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { allRoutes, LANGUAGES } from '../support/routes';
import { SITE_URL } from '../support/ports';

// Issue 65: one address per page. Every route, in both languages, spelled as RFC 3986 and nginx
// read it but the site does not write it (a letter percent-encoded, dot segments, repeated and
// trailing slashes): the entry moves it to the page's own address in one step, a GET or HEAD for
// good (301), a form as it was posted (308), the query as sent; the address it moves to is
// answered, not moved again. What cannot be written back as decoded (`%3F`, non-ASCII) keeps the
// spelling it was sent in.

const site = new URL(SITE_URL);

/** `method` `path` exactly as written: no URL parser between to normalize it first. */
function raw(path: string, method = 'GET'): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { method, hostname: site.hostname, port: site.port, path, headers: { Accept: 'text/html' } },
      (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, location: answer.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Spellings of the page at `/<language><route>` that name it all the same. */
function pathSpellings(language: string, route: string): string[] {
  const page = `/${language}${route === '/' ? '/' : route}`;
  const rest = route === '/' ? '' : route;
  const letter = rest.search(/[a-z]/);
  const encoded =
    letter < 0
      ? []
      : [
          `/${language}${rest.slice(0, letter)}%${rest.charCodeAt(letter).toString(16).toUpperCase()}${rest.slice(letter + 1)}`,
        ];
  return [
    ...encoded,
    `/${language}/.${rest}`,
    `/${language}/x/..${rest}`,
    `/${language}/%2e${rest}`,
    `/${language}/${rest}`,
    `${page}/`,
    `${page}/.`,
  ].filter((spelled) => spelled !== page);
}

test('every spelling of every route moves to its page’s own address in one step', async () => {
  const routes = (await allRoutes()).filter((route) => route !== '/no-such-page');
  let moved = 0;
  for (const language of LANGUAGES) {
    for (const route of routes) {
      const page = `/${language}${route === '/' ? '/' : route}`;
      for (const spelled of pathSpellings(language, route)) {
        for (const [method, status] of [
          ['GET', 301],
          ['HEAD', 301],
        ] as const) {
          const answer = await raw(`${spelled}?utm_source=x`, method);
          assert.deepEqual(
            [answer.status, answer.location],
            [status, `${page}?utm_source=x`],
            `${method} ${spelled}`,
          );
        }
        moved += 1;
      }
      const own = await raw(`${page}?utm_source=x`);
      assert.equal(own.status, 200, `${page}: answered, not moved again`);
    }
  }
  assert.ok(moved > routes.length * LANGUAGES.length * 5, `${moved} spellings tried`);
});

test('a form sent to another spelling of its page is sent on as posted (308)', async () => {
  for (const language of LANGUAGES) {
    for (const spelled of pathSpellings(language, '/contact')) {
      const answer = await raw(spelled, 'POST');
      assert.deepEqual(
        [answer.status, answer.location],
        [308, `/${language}/contact`],
        `POST ${spelled}`,
      );
    }
  }
});

test('a path that cannot be written back as decoded keeps its spelling, not its trailing slash', async () => {
  for (const path of ['/en/about%3Fx', '/en/%E1%83%90', '/en/about%25', '/en/about%20x']) {
    const answer = await raw(path);
    assert.equal(answer.location, undefined, `${path} moved to ${answer.location}`);
    assert.equal(answer.status, 404, path);
    // Its `%3F` never becomes a `?` that names another page (`/en/blog%3Fpage=2/`).
    const slashed = await raw(`${path}/`);
    assert.deepEqual([slashed.status, slashed.location], [301, path], `${path}/`);
  }
  const list = await raw('/en/blog%3Fpage=2/');
  assert.deepEqual([list.status, list.location], [301, '/en/blog%3Fpage=2']);
});

// Every move goes to the canonical address itself: a `?lang=` move too (it comes first).
test('one move, whatever else the address spells otherwise', async () => {
  for (const [sent, target] of [
    ['/en/./about?lang=ka', '/ka/about'],
    ['/en/%61bout/?lang=ka&utm_source=x', '/ka/about?utm_source=x'],
    ['/en/about/?lang=ka&page=1', '/ka/about'],
    ['/en/blog?lang=ka&PAGE=2', '/ka/blog'],
    ['/en/projects?status=completed&page=2', '/en/projects?page=2&status=completed'],
    // An empty preview secret is no preview link: the list's spelling still moves.
    ['/en/blog?preview=&PAGE=2', '/en/blog'],
    // A language segment in other letters, with the rest spelled otherwise too.
    ['/KA/blog?PAGE=2', '/ka/blog'],
    ['/%6Ba/./about/', '/ka/about'],
    ['/KA', '/ka/'],
    ['/EN/about?lang=ka', '/ka/about'],
    ['/KA/about?lang=xx', '/ka/about'],
    // Without a language, a ?lang= move goes to the normalized path at once.
    ['//services?lang=ka', '/ka/services'],
    ['/about/./x/../?lang=en', '/en/about'],
    // A pass not in its own form is no preview link.
    ['/en/blog?preview_pass=x&PAGE=2', '/en/blog'],
    // A path that names its language only once normalized.
    ['//en/about', '/en/about'],
    ['/./en/about?utm_source=x', '/en/about?utm_source=x'],
  ] as const) {
    const answer = await raw(sent);
    assert.deepEqual([answer.status, answer.location], [301, target], sent);
    const landed = await raw(target);
    assert.equal(landed.status, 200, `${target}, from ${sent}`);
  }
});

test('a path that names one language as sent and another normalized is no page', async () => {
  // (An encoded slash too: `/en%2Fabout` is one segment to RFC 3986, no language's.)
  for (const path of [
    '/ka/../en/projects',
    '/en/../ka/about',
    '/en%2Fabout',
    '/en%2fabout',
    // A language in other letters first: the same, never a move to its own language's page.
    '/KA/../en/about',
    '/%6Ba/../en/about',
    '/EN/../ka/about',
    '/KA/../services',
  ]) {
    const answer = await raw(path);
    assert.deepEqual([answer.status, answer.location], [404, undefined], path);
  }
});

// What no browser sends: a raw byte outside printable ASCII. The entry answers the site's
// not-found page itself; the renderer (whose parser refuses it with an empty 400) never sees it.
test('an address with a raw byte no browser sends is the site’s not-found page', async () => {
  for (const path of [
    '/en/projects?x=\u00e1',
    '/en/about\u00e1',
    '/en/blog?page=2\u00ff',
    '/language/ka/\u00e1?a=\u00ff',
  ]) {
    const answer = await raw(path);
    assert.equal(answer.status, 404, JSON.stringify(path));
  }
});
