import type { IncomingMessage, ServerResponse } from 'node:http';
import { getSiteConfig } from '@site/shared/config';
import { PREVIEW_ADDRESSES, PREVIEW_VERIFIED_HEADER } from '@site/shared/addresses';
import type { PreviewSettings } from '../rendererSettings';
import { previewAccess } from './previewAccess';
import { clearPreviewCookies } from './previewCookie';
import { isSecureRequest } from './previewGate';
import { PREVIEW_ANSWER_HEADERS } from './previewScope';

// The browser's content requests in preview (docs/operations.md#editor-preview): same origin, so
// the preview token stays here. Only for a valid preview cookie, only GET, only this site's space.

/** The browser's content client waits 30 s; this hop gives up a little before it. */
const UPSTREAM_TIMEOUT_MS = 25_000;

function contentfulError(
  response: ServerResponse,
  status: number,
  id: string,
  message: string,
  headers: Record<string, string | string[]> = {},
): void {
  // Never stored, never indexed; but no statement that a preview was verified: a refusal is the
  // answer to one that was not.
  const notStored = Object.fromEntries(
    Object.entries(PREVIEW_ANSWER_HEADERS).filter(([name]) => name !== PREVIEW_VERIFIED_HEADER),
  );
  response.writeHead(status, {
    'Content-Type': 'application/vnd.contentful.delivery.v1+json; charset=utf-8',
    ...notStored,
    ...headers,
  });
  response.end(JSON.stringify({ sys: { type: 'Error', id }, message }));
}

export function isPreviewContentRequest(url: string | undefined): boolean {
  return (url ?? '').startsWith(`${PREVIEW_ADDRESSES.content}/`);
}

export interface PreviewProxyOptions {
  settings: PreviewSettings;
  /** Headers for the Preview API besides the token (the browser's content host, for file URLs). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export async function proxyPreviewContent(
  request: IncomingMessage,
  response: ServerResponse,
  { settings, headers = {}, fetch: send = fetch }: PreviewProxyOptions,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return contentfulError(response, 405, 'MethodNotAllowed', 'GET only');
  }
  // The cookie, or the pass of a frame that keeps none (docs/operations.md#live-preview).
  if (previewAccess(request, settings) !== 'valid') {
    // An ended or forged preview: the cookie goes, and the next page is the visitors' one.
    return contentfulError(response, 401, 'AccessTokenInvalid', 'Not in preview', {
      'Set-Cookie': clearPreviewCookies(isSecureRequest(request)),
    });
  }
  const url = new URL(request.url ?? '/', 'http://renderer.invalid');
  const path = url.pathname.slice(PREVIEW_ADDRESSES.content.length);
  const { space, insecure } = getSiteConfig().content;
  if (!path.startsWith(`/spaces/${space}/`) && path !== `/spaces/${space}`) {
    return contentfulError(response, 404, 'NotFound', 'Only this site’s space is previewed');
  }
  const target = `${insecure ? 'http' : 'https'}://${settings.host}${path}${url.search}`;
  let upstream: Response;
  try {
    upstream = await send(target, {
      method: request.method,
      headers: { ...headers, Authorization: `Bearer ${settings.token}` },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`content renderer: the Preview API failed for ${path}`, error);
    return contentfulError(response, 502, 'BadGateway', 'The Preview API did not answer');
  }
  const body = Buffer.from(await upstream.arrayBuffer());
  // The SDK waits as long as a 429 says before it retries.
  const retryAfter = upstream.headers.get('x-contentful-ratelimit-reset');
  response.writeHead(upstream.status, {
    'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
    ...(retryAfter ? { 'X-Contentful-RateLimit-Reset': retryAfter } : {}),
    ...PREVIEW_ANSWER_HEADERS,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
