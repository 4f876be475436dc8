import { SITE_URL } from './ports';
import { parseDocument } from './serverDocument';

// One request to the site under test as a site check makes it (Node's fetch, no browser, no
// cookie jar: each request carries exactly the headers it names), its redirect the answer unless
// told to follow it.

export interface SiteAnswer {
  status: number;
  /** The answer's headers, names in lower case; several Set-Cookie lines joined by a newline. */
  headers: Record<string, string>;
  /** The address answered, after any redirect followed. */
  url: string;
  text: string;
}

export async function siteAnswer(
  address: string,
  init: { headers?: Record<string, string>; follow?: boolean; method?: string; body?: string } = {},
): Promise<SiteAnswer> {
  const response = await fetch(new URL(address, SITE_URL), {
    method: init.method,
    body: init.body,
    headers: init.headers,
    redirect: init.follow ? 'follow' : 'manual',
  });
  const headers = Object.fromEntries(response.headers);
  // Each cookie is a header of its own, which a plain object would keep only the last of.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies.join('\n');
  return {
    status: response.status,
    headers,
    url: response.url,
    text: await response.text(),
  };
}

/** The answer at `address` read as a document (parsed by jsdom, never run). */
export async function siteDocument(
  address: string,
  init: { headers?: Record<string, string>; follow?: boolean } = {},
): Promise<SiteAnswer & { document: Document }> {
  const answer = await siteAnswer(address, init);
  const type = answer.headers['content-type'] ?? '';
  // jsdom reads anything as HTML: an answer that is not a page must not pass for one.
  if (!(answer.status >= 300 && answer.status < 400) && !type.startsWith('text/html')) {
    throw new Error(`${address} answered ${answer.status} with ${type || 'no content type'}`);
  }
  return { ...answer, document: parseDocument(answer.text, answer.url).document };
}
