import { leadsToPage, serverRendered } from './languagePathParts';

// A crawler as a search engine's is: no cookies, no Accept-Language, no scripts; it reads each
// page's HTML and follows its `<a href>` links to the site's pages.

/**
 * What asks the site for a page: Playwright's APIRequestContext is one; a site check's stand-in
 * over Node's HTTP client is another.
 */
export interface PageRequester {
  get(
    address: string,
    options: { maxRedirects: 0; failOnStatusCode: false },
  ): Promise<{ status(): number; headers(): Record<string, string>; text(): Promise<string> }>;
}

export interface Crawl {
  /** Every page address reached (path and query), with the status it answered. */
  pages: Map<string, number>;
  /** Addresses that answered with a redirect, and where to. */
  redirects: Map<string, string>;
  /** Pages that never came from the server (a client document has no links to follow). */
  notServerRendered: string[];
  /**
   * Links that leave their page's language path (`page: href`), other than those that say they
   * lead to another language (`hreflang`: the language switch).
   */
  leavingPath: string[];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'" };

interface Link {
  /** The address (path and query), fragment dropped. */
  address: string;
  hreflang: string | undefined;
}

/** The page links of an HTML page, as addresses (path and query) on the site. */
export function linksOf(html: string): Link[] {
  return [...html.matchAll(/<a\b[^>]*>/g)].flatMap(([tag]) => {
    // In any letter case, as HTML reads attribute names (React writes `hrefLang`).
    const attribute = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, 'i')
        .exec(tag)?.[1]
        ?.replace(/&(amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
    const href = attribute('href');
    if (href === undefined || !leadsToPage(href)) return [];
    return [{ address: href.split('#')[0] ?? href, hreflang: attribute('hreflang') }];
  });
}

/**
 * Follows every link from `start` through the site `request` asks (redirects followed by hand, so
 * each is seen), `parallel` pages at a time. A page that arrives as the client-rendered document
 * (a renderer still cold: docs/server-rendering.md) is asked again for a while, as a crawler
 * comes back later.
 */
export async function crawl(
  request: PageRequester,
  start: string,
  { parallel = 4, patienceMs = 30_000 } = {},
): Promise<Crawl> {
  const result: Crawl = {
    pages: new Map(),
    redirects: new Map(),
    notServerRendered: [],
    leavingPath: [],
  };
  const queue: string[] = [start];
  const seen = new Set(queue);
  const enqueue = (address: string) => {
    if (seen.has(address)) return;
    seen.add(address);
    queue.push(address);
  };

  const visit = async (address: string) => {
    const deadline = Date.now() + patienceMs;
    for (;;) {
      const response = await request.get(address, { maxRedirects: 0, failOnStatusCode: false });
      const status = response.status();
      const location = response.headers()['location'];
      if (status >= 300 && status < 400 && location) {
        const target = new URL(location, 'http://site');
        const next = `${target.pathname}${target.search}`;
        result.redirects.set(address, next);
        enqueue(next);
        return;
      }
      const html = await response.text();
      if (status === 200 && !serverRendered(html) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      result.pages.set(address, status);
      if (!serverRendered(html)) result.notServerRendered.push(address);
      const language = /^\/(ka|en)\//.exec(address)?.[1];
      for (const { address: link, hreflang } of linksOf(html)) {
        enqueue(link);
        const keeps = link.startsWith(`/${language}/`) || (hreflang && hreflang !== language);
        if (language && !keeps) result.leavingPath.push(`${address}: ${link}`);
      }
      return;
    }
  };

  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const next = () => {
      if (queue.length === 0 && active === 0) {
        resolve();
        return;
      }
      while (active < parallel && queue.length > 0) {
        const address = queue.shift() as string;
        active += 1;
        visit(address).then(() => {
          active -= 1;
          next();
        }, reject);
      }
    };
    next();
  });
  return result;
}

/** The page addresses a sitemap lists (its `<loc>`s), as paths and queries on the site. */
export function sitemapAddresses(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}
