import { INTERNAL_ADDRESSES, PREVIEW_ADDRESS } from '@site/shared/addresses';

/**
 * The entry's /sitemap.xml: every owner's part (its pages' addresses, platform/src/server/sitemapPart.ts)
 * included with SSI when it is asked for, so a publish is in it at once and an owner that is down
 * leaves out its own part only.
 */
export function sitemapDocument(owners: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...owners.map(
      (owner) => `<!--# include virtual="${INTERNAL_ADDRESSES.sitemap}/${owner}" wait="yes" -->`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The entry's /robots.txt: every page and everything it links (the remotes' files under /mfe/,
 * which a crawler needs to render a page; /mfe/ answers nothing else) may be fetched; the
 * editors' preview addresses are no pages.
 */
export function robotsTxt(siteUrl: string): string {
  const site = siteUrl.replace(/\/$/, '');
  return `User-agent: *\nAllow: /\nDisallow: ${PREVIEW_ADDRESS}\nSitemap: ${site}/sitemap.xml\n`;
}
