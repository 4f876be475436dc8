import { LANGUAGES, resolveRoute } from './routes';
import { SITE_URL } from './ports';

// Global set-up: the suite's site as visitors have already found it. A content page the renderer
// has never drawn misses the entry's one-second wait when the machine is busy, and the visitor
// gets the client-rendered document while the render finishes for the next one
// (docs/server-rendering.md). That first visit is the product's behaviour, tested on sites of their
// own (server-rendering.spec.ts, content-outage.spec.ts); every other test is about a page the
// server drew, so whether it gets one must not depend on how busy the machine was when it ran.

/**
 * The content pages and Home (with its content widgets) that the tests visit. A page the renderer
 * keeps apart is warmed apart (a list's filter and page: site-checks/list-parameters.test.ts), and
 * a not-found page is drawn and kept like any other, so an address no entry has gets its 404
 * from the server only once drawn (server-rendering.spec.ts; the drafts, which visitors get as
 * not found: editor-preview.spec.ts, live-preview.spec.ts). Drawn too late, it is the
 * client-rendered document, answered 200.
 */
const CONTENT_PATTERNS = [
  '/',
  '/projects',
  '/projects?page=2',
  '/projects?status=completed',
  '/projects?status=ongoing',
  '/projects/:project',
  '/projects/no-such-project',
  '/projects/draft-project-not-published',
  '/blog',
  '/blog?page=2',
  '/blog/:post',
  '/blog/no-such-post',
  '/blog/draft-post-not-published',
] as const;

/**
 * The page at `address` as the server draws it (`/?…`, `/ka/?…`: Home with its content widgets), asked again
 * until the renderer has it; its HTML.
 */
export async function serverRenderedHtml(address: string, language?: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  const headers = language ? { Cookie: `language=${language}` } : undefined;
  for (;;) {
    const html = await (await fetch(`${SITE_URL}${address}`, { headers })).text();
    const home = /^\/(?:(?:ka|en)\/)?\?/.test(address);
    const widgets = !home || html.includes('data-region="content/BlogTeaser"');
    if (html.includes('data-rendered="server"') && widgets) return html;
    if (Date.now() > deadline) throw new Error(`${address} was never rendered on the server`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function warmSite(): Promise<void> {
  const visits: Promise<string>[] = [];
  for (const pattern of CONTENT_PATTERNS) {
    const path = await resolveRoute(pattern);
    // Each language's path of the page (an address without one is a redirect to one of these).
    for (const language of LANGUAGES) visits.push(serverRenderedHtml(`/${language}${path}`));
  }
  await Promise.all(visits);
}
