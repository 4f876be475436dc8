import http from 'node:http';
import { SITE_URL } from './ports';
import { parseDocument, type ServerDocument } from './serverDocument';

// Requests as the site checks send them: Node's HTTP client adds no header the check did not
// write (global fetch adds `Accept-Language: *`, which would make a crawler that sends no list one
// that accepts every language), and follows a redirect only when told, each hop seen.

export interface PlainAnswer {
  status: number;
  /** The answer's headers, names in lower case; a repeated header's values on lines of their own. */
  headers: Record<string, string>;
  /** The address it came from, after any redirect followed. */
  url: string;
  text: string;
}

export interface PlainRequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A form's fields, sent url-encoded. */
  form?: Record<string, string>;
  /** Follow redirects as a browser does (a GET to each Location), as many as ten. */
  follow?: boolean;
  /** The site asked (the site under test unless told). */
  base?: string;
}

function requestOnce(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const received: Record<string, string> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) received[name] = Array.isArray(value) ? value.join('\n') : value;
        }
        resolve({
          status: answer.statusCode ?? 0,
          headers: received,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Asks for `address` on the site, sending only `headers` (and a form's type and length). */
export async function plainRequest(
  address: string,
  { method = 'GET', headers = {}, form, follow = false, base = SITE_URL }: PlainRequestOptions = {},
): Promise<PlainAnswer> {
  const body = form && new URLSearchParams(form).toString();
  const sent = body
    ? {
        ...headers,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(Buffer.byteLength(body)),
      }
    : headers;
  let url = new URL(address, base);
  let answer = await requestOnce(url, method, sent, body);
  for (let hop = 0; follow && hop < 10; hop += 1) {
    const location = answer.headers['location'];
    if (answer.status < 300 || answer.status >= 400 || !location) break;
    url = new URL(location, url);
    answer = await requestOnce(url, 'GET', headers, undefined);
  }
  return { ...answer, url: url.href };
}

/**
 * The page at `address` as a browser without scripts gets it (redirects followed unless `follow`
 * is false), read as serverDocument.ts reads one: parsed, never run.
 */
export async function plainDocument(
  address: string,
  { headers = {}, follow = true }: { headers?: Record<string, string>; follow?: boolean } = {},
): Promise<ServerDocument> {
  const answer = await plainRequest(address, { headers, follow });
  const type = answer.headers['content-type'] ?? '';
  // jsdom reads anything as HTML: an answer that is not a page must not pass for one.
  if (!(answer.status >= 300 && answer.status < 400) && !type.startsWith('text/html')) {
    throw new Error(`${address} answered ${answer.status} with ${type || 'no content type'}`);
  }
  return {
    status: answer.status,
    headers: answer.headers,
    url: answer.url,
    html: answer.text,
    ...parseDocument(answer.text, answer.url),
  };
}
