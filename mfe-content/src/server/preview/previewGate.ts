import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PREVIEW_VERIFIED_HEADER } from '@site/shared/addresses';
import { getSiteConfig } from '@site/shared/config';
import { languageOr, languagePath, type Language } from '@site/shared/language';
import { escapeAttribute } from '@site/platform/server';
import type { PreviewSettings } from '../rendererSettings';
import { previewAccess } from './previewAccess';
import {
  clearPreviewCookies,
  PREVIEW_PASS_PARAM,
  previewCookieHeader,
  previewCookieValue,
  previewPassValue,
} from './previewCookie';
import { previewDeniedTexts } from './previewTexts';

// Entering and ending an editor's preview (docs/operations.md#editor-preview). The entry sends a
// page request with `?preview=` here, with the address the visitor asked for (a language path:
// `/ka/blog/x?preview=…`, where the editor is sent back to, the secret left out) and the language
// it decided; `/_preview/exit` is the preview bar's link.

/** The URL parameter Contentful's preview link carries the secret in. */
export const PREVIEW_PARAM = 'preview';

const NOT_STORED = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/** Over HTTPS the cookie is `Secure`: the site's address says so, or the hop in front of it. */
export function isSecureRequest(request: IncomingMessage): boolean {
  return (
    request.headers['x-forwarded-proto'] === 'https' || getSiteConfig().siteUrl.startsWith('https:')
  );
}

/**
 * The navigation is a frame's: the editors' app shows the preview beside the entry
 * (docs/operations.md#live-preview). The entry passes the browser's Sec-Fetch-Dest.
 */
export function isFramedRequest(request: IncomingMessage): boolean {
  return request.headers['x-site-frame'] === 'iframe';
}

function sameSecret(given: string, secret: string): boolean {
  // Digests of equal length, so the comparison takes the same time whatever was given.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * A path and query on this site, from an address or a Referer: never another origin (a path
 * starting with `//` would be one), and without the preview secret.
 */
export function siteAddress(address: string | undefined): string {
  let url: URL;
  try {
    url = new URL(address ?? '/', 'http://site.invalid');
  } catch {
    return '/';
  }
  url.searchParams.delete(PREVIEW_PARAM);
  url.searchParams.delete(PREVIEW_PASS_PARAM);
  const path = `/${url.pathname.replace(/^\/+/, '')}`;
  return `${path}${url.search}`;
}

/** A site address with a frame's pass added to its query. */
function withPass(address: string, secret: string): string {
  const url = new URL(address, 'http://site.invalid');
  url.searchParams.set(PREVIEW_PASS_PARAM, previewPassValue(secret));
  return `${url.pathname}${url.search}`;
}

function languageOf(request: IncomingMessage): Language {
  return languageOr(request.headers['x-site-language']);
}

function deniedPage(language: Language): string {
  const text = previewDeniedTexts[language];
  // A page of its own, not the site's: no script, so no app tries to hydrate it as the page
  // the address names. Inline styles only (the CSP allows them; it allows no inline script). Its
  // link leads to Home in the page's language, on that language's path.
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeAttribute(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:15vh 1.5rem;color:#12264a;background:#f6f8fb;line-height:1.5}main{max-width:36rem;margin:0 auto}h1{font-size:1.75rem;margin:0 0 1rem}a{color:#12264a;font-weight:600}a:focus-visible{outline:3px solid #c8102e;outline-offset:2px}</style>
</head>
<body><main><h1>${escapeAttribute(text.heading)}</h1><p>${escapeAttribute(text.explanation)}</p><p><a href="${languagePath(language, '/')}">${escapeAttribute(text.home)}</a></p></main></body>
</html>
`;
}

/**
 * `?preview=<secret>` on any page. Preview off (no secret or token set): 404, and the entry serves
 * the page as if the parameter were not there. The right secret: the preview cookie, and a
 * redirect to the same address without the parameter. A wrong one: 401, a localized page, and no
 * cookie.
 */
export function handlePreviewEnter(
  request: IncomingMessage,
  response: ServerResponse,
  settings: PreviewSettings,
): void {
  if (!settings.enabled) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...NOT_STORED });
    response.end('Preview is off\n');
    return;
  }
  const address = String(request.headers['x-site-address'] ?? '/');
  const given = new URL(address, 'http://site.invalid').searchParams.get(PREVIEW_PARAM) ?? '';
  if (!sameSecret(given, settings.secret)) {
    response.writeHead(401, { 'Content-Type': 'text/html; charset=utf-8', ...NOT_STORED });
    response.end(deniedPage(languageOf(request)));
    return;
  }
  const framed = isFramedRequest(request);
  response.writeHead(303, {
    // In a frame, the pass too, for a browser that keeps no cookie there
    // (docs/operations.md#live-preview).
    Location: framed ? withPass(siteAddress(address), settings.secret) : siteAddress(address),
    'Set-Cookie': previewCookieHeader(previewCookieValue(settings.secret), {
      secure: isSecureRequest(request),
      framed,
    }),
    ...NOT_STORED,
  });
  response.end();
}

/** The preview bar's "end preview": the cookie goes, and the editor stays on the page. */
export function handlePreviewExit(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(303, {
    Location: siteAddress(request.headers.referer),
    'Set-Cookie': clearPreviewCookies(isSecureRequest(request)),
    ...NOT_STORED,
  });
  response.end();
}

/**
 * The entry's question before it answers a page that carries a preview cookie or a frame's pass:
 * did this site sign it? 204 either way (the entry then serves the page); with the statement
 * header only when the credential is valid, so only then the entry lets the editors' app frame the
 * page, shows the preview bar and gives the preview's /config.js. An entry that gets no answer
 * (this renderer down, slow, or of a release without this address) treats the request as a
 * visitor's.
 */
export function handlePreviewCheck(
  request: IncomingMessage,
  response: ServerResponse,
  settings: PreviewSettings,
): void {
  const verified = previewAccess(request, settings) === 'valid';
  response.writeHead(204, {
    ...NOT_STORED,
    ...(verified ? { [PREVIEW_VERIFIED_HEADER]: 'verified' } : {}),
  });
  response.end();
}
