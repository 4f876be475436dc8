import { createHmac, timingSafeEqual } from 'node:crypto';
import { escape as escapeQuery } from 'node:querystring';

// Contentful's request verification (the scheme of @contentful/node-apps-toolkit's signRequest and
// verifyRequest, which local-services uses to sign and our tests use as the reference): an HMAC-SHA256,
// with the signing secret, of the method, the path, the signed headers and the body. Written here
// rather than imported because the toolkit brings contentful-management, got and jsonwebtoken
// into the renderer's bundle for these few lines.

export const SIGNATURE = 'x-contentful-signature';
export const SIGNED_HEADERS = 'x-contentful-signed-headers';
export const TIMESTAMP = 'x-contentful-timestamp';

export interface SignedRequest {
  method: string;
  /** Path and query, as the request line has them. */
  path: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  body: string;
}

function canonicalPath(path: string): string {
  const [pathname = '', search] = path.split('?');
  const query = search ? escapeQuery(search) : '';
  return encodeURI(query ? `${pathname}?${query}` : pathname);
}

function signatureOf(secret: string, request: SignedRequest, signedHeaders: string[]): string {
  const headers = [...signedHeaders]
    .sort()
    .map((name) => `${name}:${(request.headers[name] ?? '').trim()}`)
    .join(';');
  const canonical = [request.method, canonicalPath(request.path), headers, request.body].join('\n');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export type Verdict = 'valid' | 'unsigned' | 'expired' | 'forged';

/**
 * Whether `request` was signed with `secret` no longer than `maxAgeSeconds` ago (Contentful's
 * default is 30 s, which also limits replaying a captured request).
 */
export function verifySignature(
  secret: string,
  request: SignedRequest,
  maxAgeSeconds = 30,
  now = Date.now(),
): Verdict {
  const signature = request.headers[SIGNATURE];
  const signedList = request.headers[SIGNED_HEADERS];
  const timestamp = Number(request.headers[TIMESTAMP]);
  if (!secret || !signature || !signedList || !Number.isFinite(timestamp)) return 'unsigned';
  const signed = signedList.split(',').map((name) => name.trim().toLowerCase());
  if (!signed.includes(TIMESTAMP) || !signed.includes(SIGNED_HEADERS)) return 'forged';
  if (Math.abs(now - timestamp) >= maxAgeSeconds * 1000) return 'expired';
  const expected = Buffer.from(signatureOf(secret, request, signed));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'valid' : 'forged';
}
