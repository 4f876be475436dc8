import { SITE_URL } from './ports';

// Issue 22: the addresses a list page's head names (docs/product.md#language-paths): a page past
// the first is canonical to itself (page=N in its canonical, language alternates and og:url); the
// first page is canonical to the list without a page. Read from the server's HTML by the site
// checks (site-checks/list-canonical.test.ts) and from a browser's head after a page change
// (tests/every-route.spec.ts, its visit of each list).

export const LISTS = ['/projects', '/blog'] as const;

export interface HeadAddresses {
  canonical: string | null;
  ogUrl: string | null;
  ka: string | null;
  en: string | null;
  xDefault: string | null;
}

/** The addresses a list page at `query` in `language` must name. */
export function expectedListHead(list: string, query: string, language: string): HeadAddresses {
  const at = (lang?: string) => {
    const search = new URLSearchParams(query).toString();
    return `${SITE_URL}${lang ? `/${lang}` : ''}${list}${search ? `?${search}` : ''}`;
  };
  return {
    canonical: at(language),
    ogUrl: at(language),
    ka: at('ka'),
    en: at('en'),
    xDefault: at(),
  };
}
