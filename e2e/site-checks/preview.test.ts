import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { PREVIEW_ADDRESSES } from '../../shared/src/federation/internalAddresses';
import { plainRequest } from '../support/plainRequest';
import { siteAnswer, siteDocument, type SiteAnswer } from '../support/siteAnswer';
import {
  DRAFT_POST,
  DRAFT_PROJECT,
  PREVIEW_BAR as BAR,
  PREVIEW_SECRET as SECRET,
} from '../support/previewSamples';

// Issues 23, 49 and 52: editors preview drafts on the real site (docs/operations.md#editor-preview),
// and the preview is for editors only: what is stored and what may be framed follows what the
// content renderer verified, never what a request's cookies or address look like. Plain requests,
// each carrying exactly the cookies it names: the statuses, headers and HTML the server sends. An
// editor's visit in a browser (the bar shown, moving around in preview, ending it) is
// editor-preview.spec.ts's, a frame in the editors' app live-preview*.spec.ts's. Nothing here
// changes what the site stores: a preview is the cookie or pass each request carries.

/** What only a preview shows: the titles of the sample content's never-published post and project. */
const DRAFTS =
  /Draft post \(not published\)|Draft project \(not published\)|პოსტის მონახაზი|პროექტის მონახაზი/;
const EDITORS_APP = 'https://app.contentful.com';
const PUBLISHED_PROJECT = '/projects/saburtalo-business-center';

/** A value signed as the renderer signs a cookie or pass (`<expiry>.<HMAC>`), for any expiry. */
function signed(purpose: 'preview' | 'preview-pass', expires: number, secret = SECRET): string {
  const mac = createHmac('sha256', secret).update(`${purpose}:${expires}`).digest('base64url');
  return `${expires}.${mac}`;
}
const inHours = (hours: number) => Math.floor(Date.now() / 1000) + hours * 3600;

/** One request to the site, with the headers given and no others; a redirect is the answer. */
const get = (address: string, headers: Record<string, string> = {}) =>
  siteAnswer(address, { headers });

/** The preview cookie an answer sets, if any. */
const previewCookieOf = (answer: SiteAnswer) =>
  /site_preview=([^;]+)/.exec(answer.headers['set-cookie'] ?? '')?.[1];

/**
 * The cookie the renderer sets for the right secret, at a preview link on a language path (an
 * editor's content preview URL, docs/operations.md#editor-preview): 303 to the same page.
 */
async function enterPreview(): Promise<string> {
  const answer = await get(`/en/blog?preview=${SECRET}`);
  assert.equal(answer.status, 303);
  assert.equal(answer.headers.location, '/en/blog');
  const cookie = previewCookieOf(answer);
  if (!cookie) throw new Error('entering preview set no cookie');
  return cookie;
}

/** The frame headers of an answer: may the editors' app frame it? */
function frameable(headers: Record<string, string>): boolean {
  const policy = headers['content-security-policy'] ?? '';
  return !headers['x-frame-options'] && policy.includes(`frame-ancestors ${EDITORS_APP}`);
}

/** What a visitor with no preview gets: the draft is 404 and listed nowhere. */
async function assertVisitorsSeeNoDraft() {
  for (const language of ['en', 'ka'] as const) {
    const post = await get(`/${language}${DRAFT_POST.path}`);
    assert.equal(post.status, 404, `/${language}${DRAFT_POST.path}`);
    assert.ok(!post.text.includes(DRAFT_POST[language]));
  }
  assert.equal((await get(`/en${DRAFT_PROJECT.path}`)).status, 404);
  const list = await siteDocument('/en/blog');
  assert.equal(list.status, 200);
  assert.ok(list.document.querySelector('main h1')?.textContent, 'the list has its heading');
  assert.ok(!list.text.includes(DRAFT_POST.en));
  assert.ok(!list.text.includes('data-preview-bar'));
  assert.ok(!list.text.includes(BAR.en));
  assert.ok(!(await get('/en/projects')).text.includes(DRAFT_PROJECT.en));
  assert.ok(!(await get('/en/')).text.includes(DRAFT_PROJECT.en));
  const sitemap = (await get('/sitemap.xml')).text;
  assert.ok(sitemap.includes('/blog/'));
  assert.ok(!sitemap.includes('draft-post-not-published'));
  assert.ok(!sitemap.includes('draft-project-not-published'));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a never-published draft is 404 for visitors, and in no list, Home widget or sitemap', async () => {
  await assertVisitorsSeeNoDraft();
});

test('a wrong secret answers 401 with a localized page and sets no cookie', async () => {
  for (const [language, heading] of [
    ['en', 'Preview could not be opened'],
    ['ka', 'გადახედვა ვერ გაიხსნა'],
  ] as const) {
    const answer = await siteDocument(`/${language}${DRAFT_POST.path}?preview=not-the-secret`);
    assert.equal(answer.status, 401);
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(answer.document.documentElement.lang, language);
    assert.equal(answer.document.querySelector('h1')?.textContent, heading);
    assert.equal(previewCookieOf(answer), undefined);
  }
  assert.equal((await get(`/en${DRAFT_POST.path}`)).status, 404);
});

test('with the right secret the draft is server-rendered for the editor alone, with noindex and the bar', async () => {
  // Contentful's preview link, on the language's path: the cookie, then the same address
  // without the secret.
  const entered = await get(`/en${DRAFT_POST.path}?preview=${SECRET}`);
  assert.equal(entered.status, 303);
  assert.equal(entered.headers.location, `/en${DRAFT_POST.path}`);
  const setCookie = entered.headers['set-cookie'] ?? '';
  assert.match(setCookie, /; HttpOnly/i);
  assert.match(setCookie, /; SameSite=Lax/i);
  assert.match(setCookie, /; Path=\//i);
  const cookie = previewCookieOf(entered) ?? '';
  assert.ok(cookie);
  assert.ok(!cookie.includes(SECRET));

  // Server-rendered: the draft, noindex and the bar are in the HTML itself.
  const draft = await get(`/en${DRAFT_POST.path}`, { Cookie: `site_preview=${cookie}` });
  assert.equal(draft.status, 200);
  assert.equal(draft.headers['x-robots-tag'], 'noindex');
  assert.equal(draft.headers['cache-control'], 'private, no-store');
  assert.match(draft.text, new RegExp(`<h1[^>]*>${escapeRegExp(DRAFT_POST.en)}</h1>`));
  assert.ok(draft.text.includes('<meta name="robots" content="noindex">'));
  assert.ok(draft.text.includes('data-preview-bar'));
  assert.ok(draft.text.includes(BAR.en));

  // Nobody else gets it, even right after the editor's render.
  await assertVisitorsSeeNoDraft();
});

test('a cookie the site did not sign shows nothing of preview and is cleared', async () => {
  // Of the right form, with an expiry far ahead, but not signed with the site's secret.
  const forged = { Cookie: `site_preview=9999999999.${'A'.repeat(43)}` };
  const post = await get(`/en${DRAFT_POST.path}`, forged);
  assert.equal(post.status, 404);
  assert.ok(!post.text.includes(DRAFT_POST.en));
  assert.match(post.headers['set-cookie'] ?? '', /site_preview=;.*Max-Age=0/);
  const content = await get(
    `${PREVIEW_ADDRESSES.content}/spaces/local-space/environments/master/entries?content_type=blogPost`,
    forged,
  );
  assert.equal(content.status, 401);
  assert.ok(!content.text.includes(DRAFT_POST.en));
});

test('a preview link opened in a frame leads on with a pass in its address, never the secret; a pass not signed here shows nothing', async () => {
  const enter = await get(`/en${DRAFT_PROJECT.path}?preview=${SECRET}`, {
    'Sec-Fetch-Dest': 'iframe',
  });
  assert.equal(enter.status, 303);
  const location = enter.headers.location ?? '';
  assert.match(
    location,
    new RegExp(`^/en${escapeRegExp(DRAFT_PROJECT.path)}\\?preview_pass=\\d+\\.[\\w-]{43}$`),
  );
  assert.ok(!location.includes(SECRET));
  const forged = await get(`/en${DRAFT_PROJECT.path}?preview_pass=9999999999.${'A'.repeat(43)}`);
  assert.equal(forged.status, 404);
  assert.ok(!forged.text.includes(DRAFT_PROJECT.en));
});

test('a visitor’s page refuses every frame and carries no live-preview tag', async () => {
  const visitor = await get('/en/projects');
  assert.equal(visitor.status, 200);
  assert.equal(visitor.headers['x-frame-options'], 'DENY');
  assert.match(visitor.headers['content-security-policy'] ?? '', /frame-ancestors 'none'/);
  assert.ok(!visitor.text.includes('data-contentful-'));
});

const LANGUAGES = ['en', 'ka'] as const;
const BROWSER_LANGUAGE = { en: 'en-US,en', ka: 'ka-GE,ka' } as const;
/**
 * List, detail and Home (its content widgets) on the language's path, each asked by a browser of
 * that language and by one of the other: a language path's page is the same for both, one copy
 * kept for every visitor (docs/operations.md#a-cache-in-front).
 */
function addresses(language: (typeof LANGUAGES)[number]) {
  const other = language === 'ka' ? 'en' : 'ka';
  const paths = ['/blog', '/projects', '/', '/blog/draft-post-not-published'];
  return paths.flatMap((path): { path: string; headers: Record<string, string> }[] => [
    { path: `/${language}${path}`, headers: {} },
    { path: `/${language}${path}`, headers: { 'Accept-Language': BROWSER_LANGUAGE[other] } },
  ]);
}

test('the preview cookie alone shows drafts, to that request only (the control for the tests below)', async () => {
  const cookie = await enterPreview();
  const preview = await get('/en/blog', { Cookie: `site_preview=${cookie}` });
  assert.match(preview.text, DRAFTS);
  assert.equal(preview.headers['cache-control'], 'private, no-store');
  assert.equal(frameable(preview.headers), true);
  const visitor = await get('/en/blog');
  assert.doesNotMatch(visitor.text, DRAFTS);
});

test('a preview link without a language leads to the editor’s language path, the secret kept, and is entered there', async () => {
  // A content preview URL set up before language paths (/blog?preview=…): the language rule's
  // temporary redirect, which sets nothing and is never stored; the preview starts at its target.
  const unprefixed = await get(`/blog?preview=${SECRET}`, {
    'Accept-Language': BROWSER_LANGUAGE.ka,
  });
  assert.equal(unprefixed.status, 302);
  assert.equal(unprefixed.headers.location, `/ka/blog?preview=${SECRET}`);
  assert.equal(unprefixed.headers['cache-control'], 'no-store');
  assert.equal(unprefixed.headers['set-cookie'], undefined);
  const entered = await get(unprefixed.headers.location ?? '');
  assert.equal(entered.status, 303);
  assert.equal(entered.headers.location, '/ka/blog');
  const cookie = previewCookieOf(entered);
  assert.ok(cookie);
  const preview = await get('/ka/blog', { Cookie: `site_preview=${cookie}` });
  assert.match(preview.text, DRAFTS);
  assert.equal(frameable(preview.headers), true);
});

for (const language of LANGUAGES) {
  test(`look-alike preview cookies never put a draft where visitors are served from (${language})`, async () => {
    const cookie = await enterPreview();
    // nginx matches cookie names regardless of case and reads the first; a parser may read the
    // last. Every hop must read these as a visitor's.
    const lookAlikes = [
      `SITE_PREVIEW=; site_preview=${cookie}`,
      `site_preview=${cookie}; SITE_PREVIEW=`,
      `site_preview=; site_preview=${cookie}`,
      `site_preview=${cookie}; site_preview=${cookie}`,
      `Site_Preview=${cookie}`,
      // Space around the name: parsers differ on it, so it is no preview anywhere.
      `site_preview =${cookie}`,
      `a=1;\tsite_preview=${cookie}`,
    ];
    for (const { path, headers } of addresses(language)) {
      for (const lookAlike of lookAlikes) {
        const claimed = await get(path, { ...headers, Cookie: lookAlike });
        assert.doesNotMatch(claimed.text, DRAFTS, `${path} with ${lookAlike}`);
        assert.equal(frameable(claimed.headers), false, `${path} with ${lookAlike}`);
        // Within the caches' lifetime (nginx keeps a page a second, as a shared cache in front
        // may): a visitor's copy.
        for (const attempt of [1, 2]) {
          const visitor = await get(path, headers);
          assert.doesNotMatch(
            visitor.text,
            DRAFTS,
            `${path}, visitor ${attempt} after ${lookAlike}`,
          );
        }
      }
      // The real preview, right before a visitor, leaks nothing either.
      await get(path, { ...headers, Cookie: `site_preview=${cookie}` });
      const visitor = await get(path, headers);
      assert.doesNotMatch(visitor.text, DRAFTS, `${path}, visitor after a preview`);
    }
  });
}

test('made-up, expired and tampered cookies and passes get a visitor’s headers: no frame, no bar', async () => {
  const cookie = await enterPreview();
  const tampered = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
  const credentials: Record<string, { cookie?: string; pass?: string }> = {
    'a made-up cookie': { cookie: 'made-up' },
    'a cookie of the right form, not signed here': { cookie: `9999999999.${'A'.repeat(43)}` },
    'an expired cookie': { cookie: signed('preview', inHours(-1)) },
    'a tampered cookie': { cookie: tampered },
    'a cookie signed with another secret': {
      cookie: signed('preview', inHours(1), `${SECRET}-another`),
    },
    'a made-up pass': { pass: `9999999999.${'A'.repeat(43)}` },
    'an expired pass': { pass: signed('preview-pass', inHours(-1)) },
    'a cookie offered as a pass': { pass: cookie },
  };
  // Each page on a language path, both languages among them (an address without one is only a
  // redirect to one of these).
  const pages = [
    '/en/',
    '/ka/about',
    '/en/blog',
    `/ka${PUBLISHED_PROJECT}`,
    '/en/contact',
    '/ka/no-such-page',
  ];
  for (const [name, credential] of Object.entries(credentials)) {
    for (const page of pages) {
      const address = credential.pass ? `${page}?preview_pass=${credential.pass}` : page;
      const answer = await get(
        address,
        credential.cookie ? { Cookie: `site_preview=${credential.cookie}` } : {},
      );
      const headers = answer.headers;
      assert.equal(headers['x-frame-options'], 'DENY', `${name} on ${page}`);
      assert.match(
        headers['content-security-policy'] ?? '',
        /frame-ancestors 'none'/,
        `${name} on ${page}`,
      );
      assert.ok(!answer.text.includes('data-preview-bar'), `${name} on ${page}`);
    }
    const config = await get(
      credential.pass ? `/config.js?preview_pass=${credential.pass}` : '/config.js',
      credential.cookie ? { Cookie: `site_preview=${credential.cookie}` } : {},
    );
    assert.ok(!config.text.includes('__SITE_PREVIEW__'), name);
  }
  // The control: the signed cookie and the signed pass are an editor's, on every page.
  const pass = signed('preview-pass', inHours(1));
  for (const page of pages) {
    const withCookie = await get(page, { Cookie: `site_preview=${cookie}` });
    assert.equal(frameable(withCookie.headers), true, `the cookie on ${page}`);
    const withPass = await get(`${page}?preview_pass=${pass}`);
    assert.equal(frameable(withPass.headers), true, `the pass on ${page}`);
  }
});

// Issue 65: a claim is a claim to every hop, and a credential never rides in a shared answer.
test('a cookie that claims a preview however it is spaced keeps the answer out of every shared cache', async () => {
  for (const cookie of [
    'site _preview=x',
    'site_preview =x',
    'language=en; SITE_PREVIEW=1',
    'site\t_preview=1',
  ]) {
    const answer = await plainRequest('/en/blog', { headers: { Cookie: cookie } });
    assert.equal(answer.status, 200, cookie);
    assert.equal(answer.headers['cache-control'], 'private, no-store', `Cookie: ${cookie}`);
  }
  const visitor = await plainRequest('/en/blog', { headers: { Cookie: 'language=en' } });
  assert.equal(visitor.headers['cache-control'], 'public, max-age=0, s-maxage=1');
});

test('a move whose address carries a preview secret or pass is kept by no cache', async () => {
  for (const address of [
    '/en/blog/?preview=not-the-secret',
    '/en/blog?lang=ka&preview_pass=1.abc',
    '/blog?preview=x&lang=en',
  ]) {
    const answer = await plainRequest(address);
    assert.equal(answer.status, 301, address);
    assert.equal(answer.headers['cache-control'], 'private, no-store', address);
  }
});
