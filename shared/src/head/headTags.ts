import { languagePath, routeOfPath, type Language } from '@site/shared/language';

export interface DocumentHeadProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Absolute URL of the page's own picture for link previews (projects, posts). */
  image?: string;
  /**
   * The query parameters that make this address a page of its own (a list's page past the first,
   * its filter), in order; every address the head names keeps them, so a list's second page is not
   * declared a copy of its first.
   */
  params?: Readonly<Record<string, string>>;
  /** `article` for blog posts and projects, `website` otherwise. */
  type?: 'website' | 'article';
  /**
   * false for a not-found page: kept out of search results, and nothing in its head names its
   * address (the server renders one not-found page for every unknown address).
   */
  indexable?: boolean;
}

/** Where the head is rendered: the same inputs on the server and in the browser. */
export interface HeadPlace {
  /**
   * The page's path, without query or hash: its route path (`/projects`, as a router on a language
   * path gives it) or its language path (`/ka/projects`); the head names the same addresses for
   * both.
   */
  pathname: string;
  /** The page's language: its canonical address is the language path of this one. */
  language: Language;
  siteUrl: string;
  /** The site name in the page's language. */
  siteName: string;
}

export type HeadMeta =
  | { name: string; property?: never; content: string }
  | { property: string; name?: never; content: string };

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hrefLang?: Language | 'x-default';
}

export interface HeadTags {
  /** The full document title, site name included. */
  title: string;
  meta: HeadMeta[];
  links: HeadLink[];
}

/**
 * A page's address on this site (path and query): with a language, its language path
 * (`/ka/projects?page=2`, docs/product.md#language-paths); without, the spec's unprefixed address
 * (`/projects?page=2`), which leads each visitor to their language (the head's x-default). The
 * parameters that make the page one of its own follow, in order; the language is never a
 * parameter. The head's addresses are this after the site's origin; a list's page links are this
 * without a language (their router's base adds the page's), so the two never disagree on a page's
 * address (docs/product.md#pagination). `pathname` may be a route path or a language path: its
 * language, if any, is replaced or dropped.
 */
export function pageHref(
  pathname: string,
  params?: Readonly<Record<string, string>>,
  language?: Language,
): string {
  const route = routeOfPath(pathname);
  const search = new URLSearchParams(params).toString();
  const address = `${route}${search ? `?${search}` : ''}`;
  return language ? languagePath(language, address) : address;
}

/** The title of the document: the page's own, then the site name, never the site name twice. */
function fullTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

/**
 * Title, description, canonical URL, language alternates, Open Graph and Twitter card tags of a
 * page. Each language has its own address, its language path (`/ka/projects?page=2`,
 * `/en/projects?page=2`), and the page in a language names its own as canonical and as Open
 * Graph URL; the spec's unprefixed address is the x-default, for visitors whose language is still
 * to be detected (docs/product.md#language-paths).
 */
export function headTags(
  { title, description, image, params, type = 'website', indexable = true }: DocumentHeadProps,
  { pathname, language, siteUrl, siteName }: HeadPlace,
): HeadTags {
  if (!indexable) {
    return {
      title: fullTitle(title, siteName),
      links: [],
      meta: [
        { name: 'description', content: description },
        { name: 'robots', content: 'noindex' },
      ],
    };
  }
  const site = siteUrl.replace(/\/$/, '');
  const urlFor = (lang?: Language) => `${site}${pageHref(pathname, params, lang)}`;
  const url = urlFor(language);
  const picture = image ?? `${site}/og-image.png`;
  const documentTitle = fullTitle(title, siteName);
  return {
    title: documentTitle,
    links: [
      { rel: 'canonical', href: url },
      { rel: 'alternate', hrefLang: 'ka', href: urlFor('ka') },
      { rel: 'alternate', hrefLang: 'en', href: urlFor('en') },
      { rel: 'alternate', hrefLang: 'x-default', href: urlFor() },
    ],
    meta: [
      { name: 'description', content: description },
      { property: 'og:title', content: documentTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:type', content: type },
      { property: 'og:image', content: picture },
      { property: 'og:locale', content: language === 'ka' ? 'ka_GE' : 'en_US' },
      { property: 'og:site_name', content: siteName },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: documentTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: picture },
    ],
  };
}
