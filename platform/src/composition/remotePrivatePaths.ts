import { INTERNAL_ADDRESSES } from '@site/shared/addresses';

/**
 * snippets/remote-private-paths.conf: a remote's server-side answers (its page documents, widget
 * regions, sitemap part, previews) are for the entry's own composition, never a public address:
 * through /mfe/ they would arrive with their includes unfilled. Its webhook address is public only
 * at the entry's /hooks/contentful, where its rate is limited, and its preview addresses only at
 * the entry's /_preview/. Included before the location's rewrite, which ends the checks after it.
 */
export function remotePrivatePaths(): string {
  const { page, region, preview, sitemap } = INTERNAL_ADDRESSES;
  const names = [page, region, preview, sitemap, '/hooks/']
    .map((address) => address.replace(/^\/|\/$/g, ''))
    .join('|');
  return [
    '# Generated from shared/src/federation/internalAddresses.ts (platform/src/composition).',
    `if ($uri ~ "^/mfe/[^/]+/(${names})(/|$)") {`,
    '  return 404;',
    '}',
    '',
  ].join('\n');
}
