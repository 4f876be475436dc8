// The content as `contentful space export` writes it (contentTypes, entries, assets, locales),
// indexed for the API. Only what the Delivery API would serve is kept: published, not archived.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildFileIndex } from './assetFiles.mjs';

function isPublished({ sys = {} }) {
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
  const entries = (data.entries ?? []).filter(isPublished);
  const assets = (data.assets ?? []).filter(isPublished);
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
    files: buildFileIndex(assets, path.dirname(path.resolve(exportFile))),
  };
}

/** The store for `exportFile`, read again when the file changes (an operator edits it live). */
export function createStoreLoader(exportFile) {
  let loaded;
  let loadedVersion;
  return function currentStore() {
    const { mtimeMs, size } = statSync(exportFile);
    const version = `${mtimeMs}:${size}`;
    if (!loaded || version !== loadedVersion) {
      loaded = readExport(exportFile);
      loadedVersion = version;
    }
    return loaded;
  };
}
