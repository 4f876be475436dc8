// The content as `contentful space export` writes it (contentTypes, entries, assets, locales),
// indexed for the API. Only what the Delivery API would serve is kept: published, not archived;
// every entry and asset, drafts included, is kept apart to tell what a change did (changeSet.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFileIndex } from './assetFiles.mjs';

export function isPublished({ sys = {} }) {
  if (sys.archivedAt || sys.archivedVersion) return false;
  // Hand-written exports may omit versions entirely; a CMA export marks drafts by a missing
  // publishedVersion next to a version.
  return sys.version === undefined || sys.publishedVersion !== undefined;
}

function byId(items) {
  return new Map(items.map((item) => [item.sys.id, item]));
}

export function readExport(exportFile) {
  const data = JSON.parse(readFileSync(exportFile, 'utf8'));
  const locales = (data.locales ?? []).filter((locale) => locale.contentDeliveryApi !== false);
  if (locales.length === 0) throw new Error(`${exportFile}: the export lists no locales`);
  const defaultLocale = (locales.find((locale) => locale.default) ?? locales[0]).code;
  const contentTypes = (data.contentTypes ?? []).filter(isPublished);
  const allEntries = data.entries ?? [];
  const allAssets = data.assets ?? [];
  const entries = allEntries.filter(isPublished);
  const assets = allAssets.filter(isPublished);
  return {
    exportFile,
    locales,
    defaultLocale,
    contentTypes,
    contentTypesById: byId(contentTypes),
    entries,
    entriesById: byId(entries),
    assets,
    assetsById: byId(assets),
    exported: { Entry: byId(allEntries), Asset: byId(allAssets) },
    files: buildFileIndex(assets, path.dirname(path.resolve(exportFile))),
  };
}
