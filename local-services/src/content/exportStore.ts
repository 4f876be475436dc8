// @ts-nocheck -- not yet typed (TypeScript migration)
// The content as `contentful space export` writes it (contentTypes, entries, assets, locales),
// indexed for the API twice: what the Delivery API serves (published, not archived) at the top
// level, and what the Preview API serves (everything not archived, drafts and pending changes
// included: the export holds each entity's latest fields) in `preview`. Every entry and asset
// is also kept by id in `exported`, to tell what a change did (changeSet.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFileIndex } from './assetFiles.ts';

export const isArchived = ({ sys = {} }) => Boolean(sys.archivedAt || sys.archivedVersion);

export function isPublished(document) {
  if (isArchived(document)) return false;
  const { sys = {} } = document;
  // Hand-written exports may omit versions entirely; a CMA export marks drafts by a missing
  // publishedVersion next to a version.
  return sys.version === undefined || sys.publishedVersion !== undefined;
}

/** Never published: what the Preview API shows as revision 0. */
export const isDraft = ({ sys = {} }) =>
  sys.version !== undefined && sys.publishedVersion === undefined;

function byId(items) {
  return new Map(items.map((item) => [item.sys.id, item]));
}

/** The documents one API serves, `api` naming it ('delivery' or 'preview'). */
function view(data, api, serves) {
  const contentTypes = (data.contentTypes ?? []).filter(serves);
  const entries = (data.entries ?? []).filter(serves);
  const assets = (data.assets ?? []).filter(serves);
  return {
    api,
    contentTypes,
    contentTypesById: byId(contentTypes),
    entries,
    entriesById: byId(entries),
    assets,
    assetsById: byId(assets),
  };
}

export function readExport(exportFile) {
  const data = JSON.parse(readFileSync(exportFile, 'utf8'));
  const locales = (data.locales ?? []).filter((locale) => locale.contentDeliveryApi !== false);
  if (locales.length === 0) throw new Error(`${exportFile}: the export lists no locales`);
  const defaultLocale = (locales.find((locale) => locale.default) ?? locales[0]).code;
  const preview = view(data, 'preview', (document) => !isArchived(document));
  // One file index for both: Contentful's CDN serves a draft asset's file at its URL too (only
  // the Preview API tells that URL), and image requests carry no token to choose by.
  const files = buildFileIndex(preview.assets, path.dirname(path.resolve(exportFile)));
  const common = { exportFile, locales, defaultLocale, files };
  return {
    ...common,
    ...view(data, 'delivery', isPublished),
    preview: { ...common, ...preview },
    exported: { Entry: byId(data.entries ?? []), Asset: byId(data.assets ?? []) },
  };
}
