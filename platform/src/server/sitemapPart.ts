import { LANGUAGES, languagePath } from '@site/shared/definitions';
import { escapeAttribute } from './escape';

// The sitemap (docs/architecture.md#the-composition-layer): each app that owns pages answers the
// `<url>` elements of its own addresses; the entry's /sitemap.xml includes every owner's part.
// A page is listed once per language, on its language path (`/ka/projects`, `/en/projects`:
// docs/product.md#language-paths), each entry naming every language's path and the spec's
// unprefixed address (x-default) as its alternates, as the page's own head does. No address has
// a `?lang=`: those only move for good to a language path.

/** A W3C datetime (what `<lastmod>` takes), or undefined for anything else. */
function lastmod(value: string | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value)
    ? `<lastmod>${value}</lastmod>`
    : '';
}

/**
 * The `<url>` elements of `addresses` (route paths, e.g. `/projects`) on the site at `siteUrl`:
 * one per language path of each, with when its content last changed where `lastModified` knows.
 */
export function sitemapUrls(
  siteUrl: string,
  addresses: readonly string[],
  lastModified: (address: string) => string | undefined = () => undefined,
): string {
  const site = siteUrl.replace(/\/$/, '');
  const at = (address: string) => escapeAttribute(`${site}${address}`);
  return addresses
    .map((address) => {
      const alternates =
        LANGUAGES.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${at(languagePath(language, address))}"/>`,
        ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${at(address)}"/>`;
      return LANGUAGES.map(
        (language) =>
          `  <url><loc>${at(languagePath(language, address))}</loc>${lastmod(lastModified(address))}${alternates}</url>\n`,
      ).join('');
    })
    .join('');
}
