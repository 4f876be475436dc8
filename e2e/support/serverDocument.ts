import type { APIRequestContext } from '@playwright/test';
import { within } from '@testing-library/dom';
import { JSDOM, VirtualConsole } from 'jsdom';

// A page as the server answers it, read without a browser: the HTML parsed (jsdom, with no
// scripts run and nothing else fetched) and queried by role and label, as the component tests
// query theirs. For checks of what the HTML itself says (status, headers, head tags, links,
// headings, landmarks): a browser page costs a context, a renderer and a page load for each, and
// the suite is bound by the CPU. What needs a browser (a click, a toggle, hydration, focus,
// layout) stays on a browser page.

export interface ServerDocument {
  status: number;
  /** The answer's headers, names in lower case. */
  headers: Record<string, string>;
  /** The address it came from, after any redirect followed. */
  url: string;
  html: string;
  document: Document;
  /** Testing Library's queries over the whole document (getByRole, getAllByRole, …). */
  screen: ReturnType<typeof within>;
}

/** Reads `html` as a document at `url`: parsed, never run. */
export function parseDocument(
  html: string,
  url: string,
): Pick<ServerDocument, 'document' | 'screen'> {
  // A console of its own, unheard: jsdom's CSS parser would print its complaints about the
  // stylesheets inlined in the page to the test's output.
  const { document } = new JSDOM(html, { url, virtualConsole: new VirtualConsole() }).window;
  return { document, screen: within(document.documentElement) };
}

/**
 * Asks for `address` as a browser without scripts does (redirects followed unless
 * `maxRedirects: 0`) and reads the answer.
 */
export async function serverDocument(
  request: APIRequestContext,
  address: string,
  options: { headers?: Record<string, string>; maxRedirects?: number } = {},
): Promise<ServerDocument> {
  const response = await request.get(address, options);
  const html = await response.text();
  const url = response.url();
  const type = response.headers()['content-type'] ?? '';
  // jsdom reads anything as HTML: an answer that is not a page must not pass for one.
  if (!(response.status() >= 300 && response.status() < 400) && !type.startsWith('text/html')) {
    throw new Error(`${address} answered ${response.status()} with ${type || 'no content type'}`);
  }
  return {
    status: response.status(),
    headers: response.headers(),
    url,
    html,
    ...parseDocument(html, url),
  };
}

/**
 * The elements that end a header's or a footer's claim to be the page's (HTML-AAM), as Playwright's
 * role queries take them: sectioning elements without a role of their own, and those roles.
 */
const SECTIONING = [
  ...['article', 'aside', 'main', 'nav', 'section'].map((tag) => `${tag}:not([role])`),
  ...['article', 'complementary', 'main', 'navigation', 'region'].map((role) => `[role="${role}"]`),
].join(', ');

/**
 * Whether `element` is left out of what a visitor (or their screen reader) is given, by the HTML
 * alone: it or a parent `hidden`, `inert` or `aria-hidden`. (jsdom applies no stylesheet: what CSS
 * hides is a browser test's to see.)
 */
export function hiddenInHtml(element: Element): boolean {
  return element.closest('[hidden], [inert], [aria-hidden="true"]') !== null;
}

/**
 * The page's banner or content information: its `<header>` or `<footer>` outside any sectioning
 * element, as a browser maps them (Testing Library's role queries in jsdom also count the headers
 * of a page's sections), or an element with that role; one the HTML hides is none.
 */
export function landmark(document: Document, role: 'banner' | 'contentinfo'): HTMLElement {
  const tag = role === 'banner' ? 'header' : 'footer';
  const found = [
    ...document.querySelectorAll<HTMLElement>(`${tag}:not([role]), [role="${role}"]`),
  ].filter(
    (element) =>
      !hiddenInHtml(element) &&
      (element.getAttribute('role') === role || !element.parentElement?.closest(SECTIONING)),
  );
  if (found.length !== 1) throw new Error(`${found.length} elements are the page's ${role}`);
  return found[0] as HTMLElement;
}
