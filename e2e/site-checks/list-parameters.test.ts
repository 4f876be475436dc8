import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import {
  LIST_PARAMETER_NAMES,
  listQuery,
  listQueryIsCanonical,
  readListParameter,
  type ListParameter,
} from '../../shared/src/lists/listParameters';
import { PORTS, SITE_URL } from '../support/ports';

// Issue 65: one reading of a list's parameters at the seam. nginx's content cache keys a list page
// by the parameters it reads, the renderer draws the page by its own reading and the browser
// hydrates by a third; all three read shared/src/lists/listParameters.ts. Generated spellings of
// each parameter go, as sent, to real nginx in front of the real renderer: each answer is the page
// the shared reading names (its canonical says which), and the canonical addresses asked right
// after it, within the cache's second, are still their own pages. A spelling the key read one way
// and the renderer another would fail one or the other: stored under a key it is not, or served
// from a key it is not. At the entry, a spelling the canonical address would not name moves there
// in one step, exactly when the shared rule (listQueryIsCanonical) says so. And the renderer
// answers no address nginx routed as another.

const site = new URL(SITE_URL);

/**
 * GET `path` exactly as written (no URL parser between), with a browser's headers; from the entry,
 * or from the content remote's own nginx (`port`), as the entry asks it.
 */
function rawGet(
  path: string,
  port: string | number = site.port,
  language = 'en',
  method = 'GET',
): Promise<{ status: number; text: string; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(
        {
          method,
          hostname: site.hostname,
          port,
          path,
          headers: { 'Accept-Language': 'en-US,en;q=0.9', 'X-Site-Language': language },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              location: answer.headers.location,
            }),
          );
          answer.on('error', reject);
        },
      )
      .on('error', reject)
      .end();
  });
}

const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

/** The canonical address of `list` as the shared reading reads `query`. */
function expectedCanonical(list: string, query: string): string {
  const kept = new URLSearchParams();
  for (const name of LIST_PARAMETER_NAMES) {
    const value = readListParameter(query, name);
    // The first page and every status are the list's defaults: no parameter of their own.
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const search = kept.toString();
  return `${SITE_URL}/en${list}${search ? `?${search}` : ''}`;
}

const hex = (character: string, upper: boolean) => {
  const code = character.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/** Every one-letter change of `word`: a letter in the other case, a letter percent-encoded. */
function respellings(word: string): string[] {
  const spelled = new Set<string>([word.toUpperCase(), word[0]?.toUpperCase() + word.slice(1)]);
  for (const [index, character] of [...word].entries()) {
    const around = (middle: string) => `${word.slice(0, index)}${middle}${word.slice(index + 1)}`;
    if (/[a-z]/.test(character)) spelled.add(around(character.toUpperCase()));
    spelled.add(around(hex(character, false)));
    spelled.add(around(hex(character, true)));
  }
  spelled.delete(word);
  return [...spelled];
}

/** Spellings of `name=value`: the name and the value spelled otherwise, duplicates, order, odd values. */
function spellings(name: ListParameter, value: string, other: string): string[] {
  return [
    `${name}=${value}`,
    ...respellings(name).map((spelled) => `${spelled}=${value}`),
    ...respellings(value).map((spelled) => `${name}=${spelled}`),
    `${name}=${value}&${name}=${other}`,
    `${name}=${other}&${name}=${value}`,
    `${name}=&${name}=${value}`,
    `${name}=x&${name}=${value}`,
    `${name.toUpperCase()}=${other}&${name}=${value}`,
    `${name}=${value}&${name.toUpperCase()}=${other}`,
    `utm_source=mail&${name}=${value}`,
    `${name}=${value}&utm_source=mail`,
    `&${name}=${value}`,
    `${name}=${value}&`,
    `${name}=${value};x=1`,
    `${name}==${value}`,
    `${name}%3D${value}`,
    `${name}=+${value}`,
    `${name}=${value}+`,
    `${name}=%20${value}`,
    `%20${name}=${value}`,
    `${name}%20=${value}`,
    `${name}=0${value}`,
    `${name}=`,
    `${name}`,
    `${name}[]=${value}`,
  ];
}

const LIST_SPELLINGS: { list: string; queries: string[] }[] = [
  { list: '/blog', queries: spellings('page', '2', '3') },
  {
    list: '/projects',
    queries: [
      ...spellings('page', '2', '3'),
      ...spellings('status', 'ongoing', 'completed'),
      // (The sample's completed projects fill two pages, its ongoing ones one.)
      'page=2&status=completed',
      'STATUS=ongoing&page=2&status=completed',
      'pag%65=3&status=completed',
      'page=2&Status=ongoing',
    ],
  },
];

for (const { list, queries } of LIST_SPELLINGS) {
  test(`${list}: every spelling of its parameters is drawn and kept as the one reading names`, async () => {
    // The addresses a wrong key could overwrite: the list and each page and filter a spelling names.
    const canonicalQueries = ['', 'page=2', 'page=3', 'status=ongoing', 'status=completed'].filter(
      (query) => list === '/projects' || !query.startsWith('status'),
    );
    const drawnOthers: string[] = [];
    for (const query of queries) {
      const sent = `/en${list}?${query}`;
      let answer = await rawGet(sent);
      if (!listQueryIsCanonical(query)) {
        // Moved in one step to the address that names what the reading selects.
        const target = `/en${list}${listQuery(query)}`;
        assert.deepEqual([answer.status, answer.location], [301, target], `${sent} moves`);
        answer = await rawGet(target);
      }
      assert.equal(answer.status, 200, `/en${list}?${query}`);
      assert.ok(answer.text.includes('data-content-queries'), `/en${list}?${query}: server-drawn`);
      const expected = expectedCanonical(list, query);
      assert.equal(canonicalOf(answer.text), expected, `/en${list}?${query} drew another page`);
      if (expected !== expectedCanonical(list, '')) drawnOthers.push(query);
      for (const canonical of canonicalQueries) {
        const address = `/en${list}${canonical ? `?${canonical}` : ''}`;
        const kept = await rawGet(address);
        assert.equal(
          canonicalOf(kept.text),
          expectedCanonical(list, canonical),
          `after /en${list}?${query}, ${address} answers another page`,
        );
      }
    }
    // The reading is not empty: the plain spellings select their page or filter, and moves happen.
    assert.ok(drawnOthers.includes('page=2'), 'page=2 selects page 2');
    assert.ok(
      queries.some((query) => !listQueryIsCanonical(query)),
      'some spellings move',
    );
    assert.ok(
      queries.some((query) => listQueryIsCanonical(query)),
      'some spellings stay',
    );
    for (const odd of ['PAGE=2', 'pag%65=2', 'page=%32', 'page=02', 'page=+2']) {
      assert.ok(!drawnOthers.includes(odd), `${odd} selects nothing`);
    }
  });
}

test('no address reaches a page its owner draws for the entry alone, however it is spelled', async () => {
  for (const path of [
    '/_preview/..\\_page/blog',
    '/_preview\\..\\_page/blog',
    '/_preview/%2e%2e/_page/blog',
    '/_preview/%2E%2E%5C_page/blog',
    '/_preview/..%5C_page/blog',
    '/_preview/content/..\\..\\_page/blog',
    '/_page/blog',
    '/_render/content/blog',
  ]) {
    const answer = await rawGet(path);
    assert.notEqual(answer.status, 200, `${path} answered 200`);
    assert.ok(!answer.text.includes('<!--#'), `${path} answered an internal document`);
    assert.ok(answer.status < 500, `${path} answered ${answer.status}`);
  }
});

// Behind the entry, as a hop that reaches the content remote's nginx would ask it: no spelling of a
// path or query stores an answer under another page's key (the key reads the path as sent and the
// query up to a `#`, as the renderer does). In Georgian, each spelling aimed at a key of its own
// that the checks above never asked for, so that no fresh answer already holds it.
test('the content cache keeps no answer under another spelling’s key', async () => {
  const content = PORTS.content;
  const ka = (path: string) => rawGet(path, content, 'ka');
  for (const [spelled, canonical] of [
    ['/_page//blog', '/_page/blog'],
    ['/_page/./blog?page=2', '/_page/blog?page=2'],
    ['/_page/x/../blog?page=3', '/_page/blog?page=3'],
    ['/_page/%70rojects?status=completed', '/_page/projects?status=completed'],
    ['/_page/projects?x#&page=2', '/_page/projects?page=2'],
    ['/_page/projects?status=ongoing#', '/_page/projects'],
    ['/_region//ka/FeaturedProjects', '/_region/ka/FeaturedProjects'],
  ] as const) {
    await ka(spelled);
    const kept = await ka(canonical);
    assert.equal(kept.status, 200, `after ${spelled}, ${canonical}`);
    if (canonical.startsWith('/_page')) {
      const [path = '', query = ''] = canonical.replace('/_page', '').split('?');
      assert.equal(
        canonicalOf(kept.text),
        expectedCanonical(path, query).replace(`${SITE_URL}/en`, `${SITE_URL}/ka`),
        `after ${spelled}, ${canonical}`,
      );
    }
  }
});
