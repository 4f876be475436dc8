import { matchRoute, PAGE_ROUTES } from '@site/shared/federation';
import { withoutLanguageParameter } from '@site/shared/definitions';
import { routeOfPath } from '@site/shared/language';
import { CONTENT_TYPES, type ContentLocale } from '../../../queries';
import { isRecord, text } from '../../../queries/fieldValues';

// Links in a post's text to pages of this site. They are drawn as the router's links to the route
// path, so each keeps the language path the visitor reads the post on (`/ka/…`), and once the
// scripts run they move the page in place as every other link of the site does.

/**
 * The route address (path, query, fragment) of a link target that is a page of this site, given as
 * a path (`/blog/x`, `/ka/blog/x`) or an address on the site's own origin (`siteUrl`), with any
 * language taken off; null for another site, a file or an address no page answers.
 */
export function siteRoute(href: string, siteUrl: string): string | null {
  if (href.startsWith('#')) return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(siteUrl);
    url = new URL(href, site);
  } catch {
    return null;
  }
  if (url.origin !== site.origin) return null;
  const route = routeOfPath(url.pathname);
  if (!PAGE_ROUTES.some(({ path }) => matchRoute(path, route))) return null;
  // The entry moves an address with `lang` (in any letter case, as it reads it) for good to that
  // language's path; a link in the text keeps the reader's language instead, with scripts or not.
  return `${route}${withoutLanguageParameter(url.search)}${url.hash}`;
}

/** The pages an entry of each content type is shown on, by its slug. */
const ENTRY_PAGES: Readonly<Record<string, (slug: string) => string>> = {
  [CONTENT_TYPES.blogPost]: (slug) => `/blog/${encodeURIComponent(slug)}`,
  [CONTENT_TYPES.project]: (slug) => `/projects/${encodeURIComponent(slug)}`,
};

/**
 * The route path of the page that shows a linked entry (a post or a project), or null: an entry
 * of another type, or a link the content service did not resolve (no fields).
 */
export function entryRoute(target: unknown, locale: ContentLocale): string | null {
  if (!isRecord(target) || !isRecord(target.sys) || !isRecord(target.fields)) return null;
  const { sys, fields } = target;
  const contentType = isRecord(sys.contentType) ? sys.contentType.sys : undefined;
  const type = isRecord(contentType) ? contentType.id : undefined;
  const page = typeof type === 'string' ? ENTRY_PAGES[type] : undefined;
  // The slug as the cards read it (toBlogPost, toProject): without one, the entry's id.
  const slug = text(fields.slug, locale) ?? (typeof sys.id === 'string' ? sys.id : undefined);
  return page && slug ? page(slug) : null;
}
