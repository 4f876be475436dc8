import { getSiteConfig } from '@site/shared/config';
import { isLanguage, type Language } from '@site/shared/language';

// Several components may ask for a document head at once: the shell sets a default for every
// route straight away, and the page a remote renders (loaded later, or re-rendered first on a
// language change, since React runs a child's effects before its parent's) sets its own.
// A page head always beats the route default, and among page heads the one mounted last wins,
// so the order in which effects happen to run never decides the title.

export interface ResolvedHead {
  /** The full document title, site name included. */
  title: string;
  description: string;
  /** Absolute URL of the page's picture for link previews (a project's or a post's). */
  image?: string;
  /** `article` for blog posts and projects, `website` otherwise. */
  type?: 'website' | 'article';
}

const pageHeads = new Map<number, ResolvedHead>();
let routeDefault: ResolvedHead | undefined;
let nextId = 1;

export function newHeadId(): number {
  return nextId++;
}

function setMeta(name: string, content: string, attribute: 'name' | 'property' = 'name') {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, name);
    document.head.append(element);
  }
  element.content = content;
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    document.head.append(element);
  }
  element.href = href;
}

/**
 * Canonical URL, language alternates, Open Graph and Twitter card tags for the current address.
 * Each language has its own address (`?lang=ka`, `?lang=en`); the plain one is the x-default.
 */
function applySharingTags(head: ResolvedHead) {
  const site = getSiteConfig().siteUrl.replace(/\/$/, '');
  const path = window.location.pathname;
  const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'ka';
  const urlFor = (lang?: Language) => `${site}${path}${lang ? `?lang=${lang}` : ''}`;
  const image = head.image ?? `${site}/og-image.png`;
  setLink('canonical', urlFor(language));
  setLink('alternate', urlFor('ka'), 'ka');
  setLink('alternate', urlFor('en'), 'en');
  setLink('alternate', urlFor(), 'x-default');
  setMeta('og:title', head.title, 'property');
  setMeta('og:description', head.description, 'property');
  setMeta('og:url', urlFor(language), 'property');
  setMeta('og:type', head.type ?? 'website', 'property');
  setMeta('og:image', image, 'property');
  setMeta('og:locale', language === 'ka' ? 'ka_GE' : 'en_US', 'property');
  setMeta('og:site_name', head.title.split(' | ').pop() ?? head.title, 'property');
  setMeta('twitter:card', 'summary_large_image');
  setMeta('twitter:title', head.title);
  setMeta('twitter:description', head.description);
  setMeta('twitter:image', image);
}

function apply() {
  const ids = [...pageHeads.keys()];
  const newest = ids.length ? pageHeads.get(Math.max(...ids)) : undefined;
  const head = newest ?? routeDefault;
  if (!head) return;
  document.title = head.title;
  setMeta('description', head.description);
  applySharingTags(head);
}

export function setPageHead(id: number, head: ResolvedHead): void {
  pageHeads.set(id, head);
  apply();
}

export function removePageHead(id: number): void {
  pageHeads.delete(id);
  apply();
}

export function setRouteDefaultHead(head: ResolvedHead | undefined): void {
  routeDefault = head;
  apply();
}

/** Tests only. */
export function resetHeadStoreForTests(): void {
  pageHeads.clear();
  routeDefault = undefined;
}
