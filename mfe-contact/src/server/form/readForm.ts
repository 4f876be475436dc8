import type { IncomingMessage } from 'node:http';

/** Why a request is not a form the server reads: its status, and the text that says so. */
export type Refusal = 'tooLarge' | 'wrongType' | 'foreignOrigin';

export const REFUSAL_STATUS: Readonly<Record<Refusal, number>> = {
  tooLarge: 413,
  wrongType: 415,
  foreignOrigin: 403,
};

export type ReadForm = { fields: URLSearchParams } | { refused: Refusal };

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** `host[:port]` as a browser's Origin writes it for `protocol`: lower case, no default port. */
function asOriginHost(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether the Origin a browser sent is the site's own: the address the visitor used, port included
 * (the entry passes it on, from a trusted proxy's X-Forwarded-Host where one rewrote it), or the
 * site's public address. A request without Origin (an older browser, a privacy setting) is let
 * through: its body still has to be a valid form of the site.
 */
export function isOwnOrigin(request: IncomingMessage, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false;
  }
  // `null` (a sandboxed frame, a redirect across origins) names no site.
  if (sent.host === '') return false;
  const forwarded = request.headers['x-forwarded-host'];
  const asked = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
  const used = asked === undefined ? undefined : asOriginHost(sent.protocol, asked);
  return sent.host === used || sent.host === new URL(siteUrl).host;
}

/** Reads a posted form, refusing a foreign Origin, another content type and an oversized body. */
export async function readForm(
  request: IncomingMessage,
  options: { siteUrl: string; maxBytes: number },
): Promise<ReadForm> {
  if (!isOwnOrigin(request, options.siteUrl)) return { refused: 'foreignOrigin' };
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) return { refused: 'wrongType' };
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes) return { refused: 'tooLarge' };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > options.maxBytes) return { refused: 'tooLarge' };
    chunks.push(chunk);
  }
  return { fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) };
}
