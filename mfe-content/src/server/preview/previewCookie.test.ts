import { previewCookieClaimPattern } from '@site/shared/definitions';
import {
  clearPreviewCookies,
  isValidPreviewCookie,
  isValidPreviewPass,
  PREVIEW_LIFETIME_SECONDS,
  PREVIEW_PASS_LIFETIME_SECONDS,
  previewPassValue,
  previewCookieHeader,
  previewCookieOf,
  previewCookieValue,
} from './previewCookie';

const SECRET = 'a-preview-secret-of-the-site';
const NOW = Date.UTC(2026, 10, 24, 12);

describe('the preview cookie', () => {
  it('is accepted while it lasts, for the secret that signed it', () => {
    const value = previewCookieValue(SECRET, NOW);
    expect(value).not.toContain(SECRET);
    expect(isValidPreviewCookie(value, SECRET, NOW)).toBe(true);
    expect(isValidPreviewCookie(value, SECRET, NOW + (PREVIEW_LIFETIME_SECONDS - 1) * 1000)).toBe(
      true,
    );
  });

  it('is refused once expired, under another secret, altered or malformed', () => {
    const value = previewCookieValue(SECRET, NOW);
    expect(isValidPreviewCookie(value, SECRET, NOW + PREVIEW_LIFETIME_SECONDS * 1000)).toBe(false);
    expect(isValidPreviewCookie(value, 'another-secret-of-the-site', NOW)).toBe(false);
    const [expires, signature] = value.split('.');
    expect(isValidPreviewCookie(`${Number(expires) + 3600}.${signature}`, SECRET, NOW)).toBe(false);
    expect(isValidPreviewCookie(`${expires}.${'A'.repeat(43)}`, SECRET, NOW)).toBe(false);
    for (const bad of ['', 'x', `${expires}.`, `${expires}.${signature}x`]) {
      expect(isValidPreviewCookie(bad, SECRET, NOW)).toBe(false);
    }
    expect(isValidPreviewCookie(value, '', NOW)).toBe(false);
  });

  it('is HttpOnly, SameSite=Lax and, over HTTPS, Secure in the editor’s own tab', () => {
    expect(previewCookieHeader('v', { secure: false, framed: false })).toBe(
      `site_preview=v; Path=/; Max-Age=${PREVIEW_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax`,
    );
    expect(previewCookieHeader('v', { secure: true, framed: false })).toMatch(
      /; SameSite=Lax; Secure$/,
    );
  });

  it('in a frame of the editors’ app is a third party’s: SameSite=None, Secure and Partitioned', () => {
    for (const secure of [false, true]) {
      expect(previewCookieHeader('v', { secure, framed: true })).toBe(
        `site_preview=v; Path=/; Max-Age=${PREVIEW_LIFETIME_SECONDS}; HttpOnly; SameSite=None; Secure; Partitioned`,
      );
    }
  });

  it('is ended in the tab and in a frame: each cookie cleared with its own attributes', () => {
    const [tab, frame] = clearPreviewCookies(false);
    expect(tab).toMatch(/^site_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(frame).toMatch(
      /^site_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=None; Secure; Partitioned$/,
    );
    expect(clearPreviewCookies(true)[0]).toMatch(/; Secure$/);
  });

  it('has a frame’s pass beside it: short-lived, and neither stands for the other', () => {
    const pass = previewPassValue(SECRET, NOW);
    expect(pass).not.toContain(SECRET);
    expect(isValidPreviewPass(pass, SECRET, NOW)).toBe(true);
    expect(isValidPreviewPass(pass, SECRET, NOW + PREVIEW_PASS_LIFETIME_SECONDS * 1000)).toBe(
      false,
    );
    expect(isValidPreviewPass(pass, 'another-secret-of-the-site', NOW)).toBe(false);
    expect(isValidPreviewCookie(pass, SECRET, NOW)).toBe(false);
    expect(isValidPreviewPass(previewCookieValue(SECRET, NOW), SECRET, NOW)).toBe(false);
  });

  it('is read from a Cookie header among others', () => {
    expect(previewCookieOf('language=ka; site_preview=1.abc=; other=1')).toBe('1.abc=');
    expect(previewCookieOf('language=ka')).toBeUndefined();
    expect(previewCookieOf(undefined)).toBeUndefined();
  });

  it.each([
    ['the name twice', 'site_preview=1.a; site_preview=2.b'],
    ['another letter case first', 'SITE_PREVIEW=; site_preview=1.a'],
    ['another letter case last', 'site_preview=1.a; Site_Preview=2.b'],
    ['only another letter case', 'Site_Preview=1.a'],
    ['a space before its =', 'site_preview =1.a'],
    ['a tab before it', 'a=1;\tsite_preview=1.a'],
    ['a no-break space before it', 'a=1;\u00a0site_preview=1.a'],
  ])('names no preview when it is ambiguous: %s', (_case, header) => {
    expect(previewCookieOf(header)).toBe('ambiguous');
  });
});

describe("the renderer's reading of a preview cookie and the entry's claim (one definition)", () => {
  // What nginx's map reads: the pattern of shared/src/preview/previewClaim.ts.
  const claims = (header: string) => new RegExp(previewCookieClaimPattern(), 'i').test(header);
  // White space as a header reaches Node (latin1: a UTF-8 no-break space is "\u00c2\u00a0").
  const spaces = [' ', '\t', '\u00a0', '\u00c2\u00a0', '\u00e2\u0080\u0080', '\u000b', '\f'];
  const names = [
    'site_preview',
    'SITE_PREVIEW',
    'Site_Preview',
    ...spaces.flatMap((space) => [
      `site${space}_preview`,
      `${space}site_preview`,
      `site_preview${space}`,
      `s${space}i${space}t${space}e_preview`,
      `site_${space}preview`,
      `site_previe${space}w`,
    ]),
  ];
  const headers = names.flatMap((name) => [
    `${name}=1.abc`,
    `language=ka; ${name}=x`,
    `${name}=; site_preview=1.abc`,
    `a=1;${name}`,
  ]);

  test.each(headers)(
    '%j: a claim at the entry, as every cookie the renderer reads is',
    (header) => {
      expect(claims(header)).toBe(true);
    },
  );

  test('the renderer reads most of them (as the preview cookie or an ambiguous look-alike)', () => {
    const read = headers.filter((header) => previewCookieOf(header) !== undefined);
    expect(read.length).toBeGreaterThan(headers.length / 2);
    expect(read.filter((header) => !claims(header))).toEqual([]);
  });

  test.each(['language=ka', 'sitepreview=1', 'site-preview=1', 'site_previews=1', ''])(
    '%j: neither reads a cookie the other does not',
    (header) => {
      if (claims(header)) return;
      expect(previewCookieOf(header)).toBeUndefined();
    },
  );
});
