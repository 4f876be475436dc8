import { INTERNAL_ADDRESSES } from '@site/shared/addresses';

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

export function robotsTxt(siteUrl: string): string {
  const site = siteUrl.replace(/\/$/, '');
  return `User-agent: *\nAllow: /\nDisallow: /mfe/\nSitemap: ${site}/sitemap.xml\n`;
}
