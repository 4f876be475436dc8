// The one stack every content type's queries stand on (blog posts, projects): a kind says which
// Contentful type it reads and how an entry becomes what the pages render; the fetches below are
// written once for all kinds. A third content type is a kind and its few queries (posts.ts,
// projects.ts). Every fetch resolves: a failure is logged and gives the empty result
// (docs/product.md#behaviour-on-failures).
import type { Language } from '@site/shared/i18n';
import { getEntries, type EntryQuery, type RawEntry } from './contentClient';
import { contentLocale, type ContentLocale } from './contentLocale';
import { pageSkip, totalPages } from './pagination';
import { safely } from './safely';
import type { Paged } from './types';

/** One content type as the site reads it. */
export interface ContentKind<Item extends { id: string }> {
  /** Its Contentful content type id (docs/product.md#content). */
  contentType: string;
  /** Names one entry in failure reports: "post", "project". */
  noun: string;
  toItem: (entry: RawEntry, locale: ContentLocale) => Item;
}

/** The query every request for `kind` starts from: its type, in the language's locale. */
export function kindQuery<Item extends { id: string }>(
  kind: ContentKind<Item>,
  language: Language,
): EntryQuery {
  return { content_type: kind.contentType, locale: contentLocale(language) };
}

/** The entries of `kind` the query asks for, as items (none on failure, reported as `what`). */
export function fetchItems<Item extends { id: string }>(
  kind: ContentKind<Item>,
  language: Language,
  query: EntryQuery,
  what: string,
): Promise<Item[]> {
  return safely(what, async () => {
    const { items } = await getEntries({ ...kindQuery(kind, language), ...query });
    return items.map((entry) => kind.toItem(entry, contentLocale(language)));
  }, []);
}

/** (improvement) The entry whose slug matches, asked of the server, so it works past 100. */
export function fetchBySlug<Item extends { id: string }>(
  kind: ContentKind<Item>,
  language: Language,
  slug: string,
): Promise<Item | null> {
  if (!slug) return Promise.resolve(null);
  return safely(
    `${kind.noun} ${slug}`,
    async () => {
      const { items } = await getEntries({
        ...kindQuery(kind, language),
        'fields.slug': slug,
        limit: 1,
      });
      const [entry] = items;
      return entry ? kind.toItem(entry, contentLocale(language)) : null;
    },
    null,
  );
}

export interface ListPage {
  /** 1-based; anything else is the first page. */
  page: number;
  size: number;
  /** Order and filters. */
  query: EntryQuery;
  /** Names the page in failure reports. */
  what: string;
}

/** One page of a list of `kind` (one empty page on failure: docs/product.md#pagination). */
export function fetchListPage<Item extends { id: string }>(
  kind: ContentKind<Item>,
  language: Language,
  { page, size, query, what }: ListPage,
): Promise<Paged<Item> & { totalPages: number }> {
  const skip = pageSkip(page, size);
  return safely(
    what,
    async () => {
      const response = await getEntries({
        ...kindQuery(kind, language),
        ...query,
        limit: size,
        skip,
      });
      return {
        items: response.items.map((entry) => kind.toItem(entry, contentLocale(language))),
        total: response.total,
        skip: response.skip,
        limit: response.limit,
        totalPages: totalPages(response.total, size),
      };
    },
    { items: [], total: 0, skip, limit: size, totalPages: 1 },
  );
}

/**
 * Entries of `kind` other than `excludeId` (related posts, related projects): `fetch` of them in
 * `order`, the first `keep` kept (the server is asked to leave it out, and it is left out again
 * in case a service ignores `[ne]`).
 */
export async function fetchOthers<Item extends { id: string }>(
  kind: ContentKind<Item>,
  language: Language,
  excludeId: string,
  { fetch, keep, order, what }: { fetch: number; keep: number; order: string; what: string },
): Promise<Item[]> {
  const items = await fetchItems(
    kind,
    language,
    { order, limit: fetch, skip: 0, 'sys.id[ne]': excludeId },
    what,
  );
  return items.filter((item) => item.id !== excludeId).slice(0, keep);
}
