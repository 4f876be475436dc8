// GET …/entries and …/assets: filter, order, page, select, then resolve links.
import { contentTypeOf, toDeliveryAsset, toDeliveryEntry } from './documents.ts';
import { matchesQuery } from './filtering.ts';
import { resolveIncludes, type Deliver } from './links.ts';
import { ALL_LOCALES } from './locales.ts';
import { orderDocuments } from './ordering.ts';
import type { CollectionQuery } from './queryParams.ts';
import type {
  DeliveredDocument,
  DeliveryContext,
  ExportDocument,
  Kind,
  SelectedDocument,
} from './types.ts';

/** An /entries or /assets answer: the Delivery API's Array, with links resolved if asked. */
export interface CollectionBody {
  sys: { type: 'Array' };
  total: number;
  skip: number;
  limit: number;
  items: SelectedDocument[];
  includes?: Partial<Record<Kind, DeliveredDocument[]>>;
  errors?: unknown[];
}

function deliverer(
  context: DeliveryContext,
  kind: Kind,
): (document: ExportDocument, locale: string) => DeliveredDocument {
  return kind === 'Entry'
    ? (entry, locale) => toDeliveryEntry(context, entry, locale)
    : (asset, locale) => toDeliveryAsset(context, asset, locale);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function applySelect(document: DeliveredDocument, select: string[] | null): SelectedDocument {
  if (!select) return document;
  const source: Record<string, unknown> = document;
  const result: SelectedDocument = { sys: document.sys };
  for (const path of select) {
    const [root = '', child] = path.split('.');
    const parent = source[root];
    if (!child) result[root] = parent;
    else if (isRecord(parent) && parent[child] !== undefined) {
      const previous = result[root];
      result[root] = { ...(isRecord(previous) ? previous : {}), [child]: parent[child] };
    }
  }
  return result;
}

/** Links from delivered items resolve in the items' locale (or every locale with `*`). */
function linkDeliverer(context: DeliveryContext, locale: string): Deliver {
  return (linkType, id) => {
    // Ids from the export's JSON: one that is no string matches nothing.
    if (typeof id !== 'string') return undefined;
    if (linkType === 'Asset') {
      const asset = context.store.assetsById.get(id);
      return asset && toDeliveryAsset(context, asset, locale);
    }
    const entry = context.store.entriesById.get(id);
    return entry && toDeliveryEntry(context, entry, locale);
  };
}

export function queryCollection(context: DeliveryContext, query: CollectionQuery): CollectionBody {
  const { store } = context;
  const deliver = deliverer(context, query.kind);
  const source =
    query.kind === 'Entry'
      ? store.entries.filter(
          (entry) => !query.contentTypeId || contentTypeOf(entry) === query.contentTypeId,
        )
      : store.assets;
  // With every locale asked for, filters and orders read the default locale.
  const viewLocale = query.locale === ALL_LOCALES ? store.defaultLocale : query.locale;
  const documentByView = new Map<DeliveredDocument, ExportDocument>();
  for (const document of source) documentByView.set(deliver(document, viewLocale), document);
  const matching = [...documentByView.keys()].filter((view) => matchesQuery(view, query));
  const ordered = orderDocuments(matching, query.order);
  const page = ordered.slice(query.skip, query.skip + query.limit);
  const items = page
    .map((view) => {
      const document = documentByView.get(view);
      return query.locale === ALL_LOCALES && document ? deliver(document, ALL_LOCALES) : view;
    })
    .map((item) => applySelect(item, query.select));
  const body: CollectionBody = {
    sys: { type: 'Array' },
    total: ordered.length,
    skip: query.skip,
    limit: query.limit,
    items,
  };
  if (query.kind === 'Entry' && query.include > 0) {
    const { includes, errors } = resolveIncludes(
      items,
      query.include,
      linkDeliverer(context, query.locale),
    );
    const nonEmpty = Object.fromEntries(
      Object.entries(includes).filter(([, list]) => list.length > 0),
    );
    if (Object.keys(nonEmpty).length > 0) body.includes = nonEmpty;
    if (errors.length > 0) body.errors = errors;
  }
  return body;
}
