// @ts-nocheck -- not yet typed (TypeScript migration)
// GET …/entries and …/assets: filter, order, page, select, then resolve links.
import { contentTypeOf, toDeliveryAsset, toDeliveryEntry } from './documents.ts';
import { matchesQuery } from './filtering.ts';
import { resolveIncludes } from './links.ts';
import { ALL_LOCALES } from './locales.ts';
import { orderDocuments } from './ordering.ts';

function deliverer(context, kind) {
  return kind === 'Entry'
    ? (entry, locale) => toDeliveryEntry(context, entry, locale)
    : (asset, locale) => toDeliveryAsset(context, asset, locale);
}

function applySelect(document, select) {
  if (!select) return document;
  const result = { sys: document.sys };
  for (const path of select) {
    const [root, child] = path.split('.');
    if (!child) result[root] = document[root];
    else if (document[root]?.[child] !== undefined) {
      result[root] = { ...result[root], [child]: document[root][child] };
    }
  }
  return result;
}

/** Links from delivered items resolve in the items' locale (or every locale with `*`). */
function linkDeliverer(context, locale) {
  return (linkType, id) => {
    if (linkType === 'Asset') {
      const asset = context.store.assetsById.get(id);
      return asset && toDeliveryAsset(context, asset, locale);
    }
    const entry = context.store.entriesById.get(id);
    return entry && toDeliveryEntry(context, entry, locale);
  };
}

export function queryCollection(context, query) {
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
  const documentByView = new Map();
  for (const document of source) documentByView.set(deliver(document, viewLocale), document);
  const matching = [...documentByView.keys()].filter((view) => matchesQuery(view, query));
  const ordered = orderDocuments(matching, query.order);
  const page = ordered.slice(query.skip, query.skip + query.limit);
  const items = page
    .map((view) =>
      query.locale === ALL_LOCALES ? deliver(documentByView.get(view), ALL_LOCALES) : view,
    )
    .map((item) => applySelect(item, query.select));
  const body = {
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
