import { escapeAttribute } from './escape';

// The sitemap (docs/architecture.md#the-composition-layer): each app that owns pages answers the
// `<url>` elements of its own addresses; the entry's /sitemap.xml includes every owner's part.
// Each address lists its Georgian and English forms (?lang=) as alternates.

/** The `<url>` elements of `addresses` (paths) on the site at `siteUrl`. */
export function sitemapUrls(siteUrl: string, addresses: readonly string[]): string {
  const site = siteUrl.replace(/\/$/, '');
  const at = (address: string, language?: string) =>
    escapeAttribute(`${site}${address}${language ? `?lang=${language}` : ''}`);
  return addresses
    .map(
      (address) =>
        `  <url><loc>${at(address)}</loc>` +
        `<xhtml:link rel="alternate" hreflang="ka" href="${at(address, 'ka')}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${at(address, 'en')}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${at(address)}"/></url>\n`,
    )
    .join('');
}
