// The shapes the content API works with: documents as `contentful space export` writes them (the
// Management API's), the stores built from them, and what the Delivery API answers.

export type Kind = 'Entry' | 'Asset';
export type Api = 'delivery' | 'preview';

export interface Link {
  /** `id` is missing only where an export is broken (an entry without its content type). */
  sys: { type: 'Link'; linkType: string; id?: string };
}

/** An export document's sys: only `id` is sure, hand-written exports omit the rest. */
export interface ExportSys {
  id: string;
  type?: string;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string;
  version?: number;
  publishedVersion?: number;
  publishedCounter?: number;
  revision?: number;
  archivedAt?: string;
  archivedVersion?: number;
  contentType?: Link;
}

export interface Metadata {
  tags?: unknown[];
  concepts?: unknown[];
}

/** Per-locale values: { title: { 'en-US': …, ka: … } }. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

/** An entry or an asset of the export. */
export interface ExportDocument {
  sys: ExportSys;
  fields?: LocalizedFields;
  metadata?: Metadata;
}

/** An asset's file, one per locale in `fields.file`. */
export interface AssetFile {
  url?: string;
  fileName?: string;
  contentType?: string;
  details?: unknown;
}

/** A content type's field (and the fields every asset has, fieldPaths.ts). */
export interface FieldDefinition {
  id: string;
  name?: string;
  type: string;
  localized?: boolean;
  required?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  linkType?: string;
  items?: unknown;
  validations?: unknown[];
}

export interface ExportContentType {
  sys: ExportSys;
  name?: string;
  displayField?: string;
  description?: string;
  fields: FieldDefinition[];
}

export interface ExportLocale {
  code: string;
  name?: string;
  default?: boolean;
  fallbackCode?: string | null;
  contentDeliveryApi?: boolean;
  sys?: { id?: string; version?: number };
}

/** The export file (its other lists, tags, webhooks…, are not served). */
export interface ExportData {
  contentTypes?: ExportContentType[];
  entries?: ExportDocument[];
  assets?: ExportDocument[];
  locales?: ExportLocale[];
}

/** What one API serves, indexed. */
export interface ServedStore {
  api: Api;
  exportFile: string;
  locales: ExportLocale[];
  defaultLocale: string;
  /** `<assetId>/<fileName>` → the file beside the export (assetFiles.ts). */
  files: Map<string, string>;
  contentTypes: ExportContentType[];
  contentTypesById: Map<string, ExportContentType>;
  entries: ExportDocument[];
  entriesById: Map<string, ExportDocument>;
  assets: ExportDocument[];
  assetsById: Map<string, ExportDocument>;
}

/** The Delivery API's store, with the Preview API's and every exported document by kind. */
export interface ContentStore extends ServedStore {
  preview: ServedStore;
  exported: Record<Kind, Map<string, ExportDocument>>;
}

/** One request's view: the store its token opens, and where it was asked. */
export interface DeliveryContext {
  store: ServedStore;
  spaceId: string;
  spaceName: string;
  environment: string;
  /** The host the client called (file URLs and sync URLs point there). */
  host: string | undefined;
}

export interface DeliveredSys {
  space: Link;
  id: string;
  type: string;
  createdAt: string | undefined;
  updatedAt: string | undefined;
  environment: Link;
  revision: number;
  contentType?: Link;
  locale?: string;
  deletedAt?: string;
}

/** An entry, asset or deletion as the Delivery API answers it (read by path as a record too). */
export type DeliveredDocument = {
  metadata?: Metadata;
  sys: DeliveredSys;
  fields?: Record<string, unknown>;
};

/** A delivered document cut down to the paths a query `select`s: its sys always stays. */
export type SelectedDocument = { sys: DeliveredSys } & Record<string, unknown>;
