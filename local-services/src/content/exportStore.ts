// The content as `contentful space export` writes it (contentTypes, entries, assets, locales),
// indexed for the API twice: what the Delivery API serves (published, not archived) at the top
// level, and what the Preview API serves (everything not archived, drafts and pending changes
// included: the export holds each entity's latest fields) in `preview`. Every entry and asset
// is also kept by id in `exported`, to tell what a change did (changeSet.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFileIndex } from './assetFiles.ts';
import type {
  Api,
  ContentStore,
  ExportData,
  ExportDocument,
  ExportSys,
  ServedStore,
} from './types.ts';

/** Anything with a sys, possibly without: content types, entries, assets. */
type WithSys = { sys?: Partial<ExportSys> };

export const isArchived = ({ sys = {} }: WithSys) => Boolean(sys.archivedAt || sys.archivedVersion);

export function isPublished(document: WithSys): boolean {
  if (isArchived(document)) return false;
  const { sys = {} } = document;
  // Hand-written exports may omit versions entirely; a CMA export marks drafts by a missing
  // publishedVersion next to a version.
  return sys.version === undefined || sys.publishedVersion !== undefined;
}

/** Never published: what the Preview API shows as revision 0. */
export const isDraft = ({ sys = {} }: WithSys) =>
  sys.version !== undefined && sys.publishedVersion === undefined;

function byId<T extends { sys: { id: string } }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.sys.id, item]));
}

type View = Omit<ServedStore, 'exportFile' | 'locales' | 'defaultLocale' | 'files'>;

/** The documents one API serves, `api` naming it ('delivery' or 'preview'). */
function view(data: ExportData, api: Api, serves: (document: WithSys) => boolean): View {
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

/** An export that is JSON but not one this service can serve; `reason` says why. */
export class InvalidExportError extends Error {
  reason: string;

  constructor(exportFile: string, reason: string) {
    super(`${exportFile}: ${reason}`);
    this.reason = reason;
  }
}

export function readExport(exportFile: string): ContentStore {
  // The operator's file, taken for what it says it is (as Contentful's tools write it).
  const data = JSON.parse(readFileSync(exportFile, 'utf8')) as ExportData;
  const locales = (data.locales ?? []).filter((locale) => locale.contentDeliveryApi !== false);
  const [first] = locales;
  if (!first) throw new InvalidExportError(exportFile, 'the export lists no locales');
  const defaultLocale = (locales.find((locale) => locale.default) ?? first).code;
  const preview = view(data, 'preview', (document) => !isArchived(document));
  // One file index for both: Contentful's CDN serves a draft asset's file at its URL too (only
  // the Preview API tells that URL), and image requests carry no token to choose by.
  const files = buildFileIndex(preview.assets, path.dirname(path.resolve(exportFile)));
  const common = { exportFile, locales, defaultLocale, files };
  return {
    ...common,
    ...view(data, 'delivery', isPublished),
    preview: { ...common, ...preview },
    exported: {
      Entry: byId<ExportDocument>(data.entries ?? []),
      Asset: byId<ExportDocument>(data.assets ?? []),
    },
  };
}
