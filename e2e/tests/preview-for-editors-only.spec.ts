import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { LOCAL_PREVIEW } from '../../platform/src/config/runtimeVariables';
import { SITE_URL } from '../support/ports';

// Issue 52: an editor's preview is for editors only (docs/operations.md#editor-preview). What is
// stored and what may be framed follows what the content renderer verified, never what a
// request's cookies or address look like. Plain requests (no browser, and no cookie jar: each
// request carries exactly the cookies it names): headers and HTML are what is under test, against
// the main site behind real nginx.

const SECRET = process.env.PREVIEW_SECRET || LOCAL_PREVIEW.secret;
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

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** One request to the site, with the headers given and no others; a redirect is the answer. */
async function get(address: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${SITE_URL}${address}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text: await response.text(),
  };
}

/**
 * The cookie the renderer sets for the right secret, at a preview link on a language path (an
 * editor's content preview URL, docs/operations.md#editor-preview): 303 to the same page.
 */
async function enterPreview(): Promise<string> {
  const answer = await get(`/en/blog?preview=${SECRET}`);
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe('/en/blog');
  const cookie = /site_preview=([^;]+)/.exec(answer.headers['set-cookie'] ?? '')?.[1];
  if (!cookie) throw new Error('entering preview set no cookie');
  return cookie;
}

/** The frame headers of an answer: may the editors' app frame it? */
function frameable(headers: Record<string, string>): boolean {
  const policy = headers['content-security-policy'] ?? '';
  return !headers['x-frame-options'] && policy.includes(`frame-ancestors ${EDITORS_APP}`);
}

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
  expect(preview.text).toMatch(DRAFTS);
  expect(preview.headers['cache-control']).toBe('private, no-store');
  expect(frameable(preview.headers)).toBe(true);
  const visitor = await get('/en/blog');
  expect(visitor.text).not.toMatch(DRAFTS);
});

test('a preview link without a language leads to the editor’s language path, the secret kept, and is entered there', async () => {
  // A content preview URL set up before language paths (/blog?preview=…): the language rule's
  // temporary redirect, which sets nothing and is never stored; the preview starts at its target.
  const unprefixed = await get(`/blog?preview=${SECRET}`, {
    'Accept-Language': BROWSER_LANGUAGE.ka,
  });
  expect(unprefixed.status).toBe(302);
  expect(unprefixed.headers.location).toBe(`/ka/blog?preview=${SECRET}`);
  expect(unprefixed.headers['cache-control']).toBe('no-store');
  expect(unprefixed.headers['set-cookie']).toBeUndefined();
  const entered = await get(unprefixed.headers.location ?? '');
  expect(entered.status).toBe(303);
  expect(entered.headers.location).toBe('/ka/blog');
  const cookie = /site_preview=([^;]+)/.exec(entered.headers['set-cookie'] ?? '')?.[1];
  expect(cookie).toBeTruthy();
  const preview = await get('/ka/blog', { Cookie: `site_preview=${cookie}` });
  expect(preview.text).toMatch(DRAFTS);
  expect(frameable(preview.headers)).toBe(true);
});

for (const language of LANGUAGES) {
  test(`look-alike preview cookies never put a draft where visitors are served from (${language})`, async () => {
    test.setTimeout(90_000);
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
        expect(claimed.text, `${path} with ${lookAlike}`).not.toMatch(DRAFTS);
        expect(frameable(claimed.headers), `${path} with ${lookAlike}`).toBe(false);
        // Within the caches' lifetime (nginx keeps a page a second, as a shared cache in front
        // may): a visitor's copy.
        for (const attempt of [1, 2]) {
          const visitor = await get(path, headers);
          expect(visitor.text, `${path}, visitor ${attempt} after ${lookAlike}`).not.toMatch(
            DRAFTS,
          );
        }
      }
      // The real preview, right before a visitor, leaks nothing either.
      await get(path, { ...headers, Cookie: `site_preview=${cookie}` });
      const visitor = await get(path, headers);
      expect(visitor.text, `${path}, visitor after a preview`).not.toMatch(DRAFTS);
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
      expect(headers['x-frame-options'], `${name} on ${page}`).toBe('DENY');
      expect(headers['content-security-policy'], `${name} on ${page}`).toContain(
        "frame-ancestors 'none'",
      );
      expect(answer.text, `${name} on ${page}`).not.toContain('data-preview-bar');
    }
    const config = await get(
      credential.pass ? `/config.js?preview_pass=${credential.pass}` : '/config.js',
      credential.cookie ? { Cookie: `site_preview=${credential.cookie}` } : {},
    );
    expect(config.text, name).not.toContain('__SITE_PREVIEW__');
  }
  // The control: the signed cookie and the signed pass are an editor's, on every page.
  const pass = signed('preview-pass', inHours(1));
  for (const page of pages) {
    const withCookie = await get(page, { Cookie: `site_preview=${cookie}` });
    expect(frameable(withCookie.headers), `the cookie on ${page}`).toBe(true);
    const withPass = await get(`${page}?preview_pass=${pass}`);
    expect(frameable(withPass.headers), `the pass on ${page}`).toBe(true);
  }
});
