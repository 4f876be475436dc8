import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_COOKIE } from '@site/shared/definitions';

// The cookie that keeps an editor in preview (docs/operations.md#editor-preview). It holds no
// secret: an expiry and an HMAC of it under PREVIEW_SECRET, so a renderer checks it without a
// session store, every replica accepts it, and changing the secret ends every preview at once.

// The name is the site's one definition, which the entry's nginx reads claims by too.
export { PREVIEW_COOKIE };
/** A few hours: a working session, after which the editor opens preview from Contentful again. */
export const PREVIEW_LIFETIME_SECONDS = 4 * 60 * 60;

/** What a signed value is for: the cookie, or a frame's pass (they never stand for each other). */
type Purpose = 'preview' | 'preview-pass';

function signature(secret: string, expires: number, purpose: Purpose = 'preview'): string {
  return createHmac('sha256', secret).update(`${purpose}:${expires}`).digest('base64url');
}

/** The cookie's value: `<expiry in epoch seconds>.<signature>`. */
export function previewCookieValue(secret: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_LIFETIME_SECONDS;
  return `${expires}.${signature(secret, expires)}`;
}

/**
 * The preview cookie of a Cookie header: its value, none, or `ambiguous`. Every hop must read the
 * same cookie, and they do not agree on look-alikes: nginx matches cookie names regardless of
 * case and reads the first, a parser may read the last, and parsers differ on what space around a
 * name is. So a header with more than one cookie whose name, without any white space and in small
 * letters, is site_preview, or with one spelled in any other way than exactly `site_preview`
 * after the separator's spaces, names no preview: the request is a visitor's, whatever any of the
 * values is (docs/operations.md#editor-preview).
 */
export function previewCookieOf(header: string | undefined): string | 'ambiguous' | undefined {
  const found = (header ?? '')
    .split(';')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0
        ? { name: part, value: '' }
        : { name: part.slice(0, at), value: part.slice(at + 1) };
    })
    .filter(
      ({ name }) =>
        name.replace(/[\s\u00a0\u2000-\u200b\ufeff]/g, '').toLowerCase() === PREVIEW_COOKIE,
    );
  if (found.length === 0) return undefined;
  const [only] = found;
  // RFC 6265: a name follows "; " (spaces only), and is followed at once by "=".
  if (found.length > 1 || !only || only.name.replace(/^ +/, '') !== PREVIEW_COOKIE) {
    return 'ambiguous';
  }
  return only.value;
}

function isValidSigned(
  value: string | undefined,
  secret: string,
  purpose: Purpose,
  nowMs: number,
): boolean {
  if (!value || !secret) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(secret, expires, purpose));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True for a cookie this secret signed that has not expired. */
export function isValidPreviewCookie(
  value: string | undefined,
  secret: string,
  nowMs = Date.now(),
): boolean {
  return isValidSigned(value, secret, 'preview', nowMs);
}

// A frame's pass (docs/operations.md#live-preview): where the browser keeps no cookie in the
// editors' app's frame, the address the frame is sent to after the secret carries this instead,
// and the page hands it on with its content requests. Like the cookie, an expiry and an HMAC,
// never the secret, signed for this purpose only, and short-lived: the app opens the preview link
// again whenever it loads the frame.

/** The address parameter of a frame's pass, and the header the entry and the page send it in. */
export const PREVIEW_PASS_PARAM = 'preview_pass';
export const PREVIEW_PASS_HEADER = 'x-site-preview-pass';
export const PREVIEW_PASS_LIFETIME_SECONDS = 60 * 60;

export function previewPassValue(secret: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_PASS_LIFETIME_SECONDS;
  return `${expires}.${signature(secret, expires, 'preview-pass')}`;
}

export function isValidPreviewPass(
  value: string | undefined,
  secret: string,
  nowMs = Date.now(),
): boolean {
  return isValidSigned(value, secret, 'preview-pass', nowMs);
}

/** Where the cookie is set: the editor's own tab, or a frame of the editors' app. */
export interface CookieContext {
  /** Over HTTPS (the site's address or the hop in front of it says so). */
  secure: boolean;
  /**
   * In a frame of the editors' app (Contentful's Live preview, docs/operations.md#live-preview):
   * a third party's cookie, which a browser keeps only as `SameSite=None; Secure`, and (where it
   * blocks third parties' cookies) only `Partitioned`, kept for that app's pages alone. Chrome
   * accepts `Secure` from http://localhost too.
   */
  framed: boolean;
}

/** `Set-Cookie` for entering (a value) or ending (none) preview. */
export function previewCookieHeader(
  value: string | null,
  { secure, framed }: CookieContext,
): string {
  return [
    `${PREVIEW_COOKIE}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value ? PREVIEW_LIFETIME_SECONDS : 0}`,
    'HttpOnly',
    ...(framed ? ['SameSite=None', 'Secure', 'Partitioned'] : ['SameSite=Lax']),
    ...(secure && !framed ? ['Secure'] : []),
  ].join('; ');
}

/**
 * `Set-Cookie` headers that end preview wherever it was entered: the tab's cookie and a frame's
 * partitioned one are two cookies, and each is cleared only with its own attributes.
 */
export function clearPreviewCookies(secure: boolean): string[] {
  return [
    previewCookieHeader(null, { secure, framed: false }),
    previewCookieHeader(null, { secure, framed: true }),
  ];
}
