import type { ReactNode } from 'react';
import type { Language } from '@site/shared/i18n';
import { useContentQuery } from '../hooks/useContentQuery';
import { RelatedSection, type RelatedSectionProps } from './RelatedSection';

const NONE: never[] = [];

export interface RelatedEntriesProps<Item extends { id: string }> {
  /** Names the query in the content cache, beside the entry it stands under. */
  queryName: string;
  /** The entry shown above, left out of the list. */
  excludeId: string;
  fetch: (language: Language, excludeId: string) => Promise<Item[]>;
  texts: { related: string; relatedPrevious: string; relatedNext: string };
  /** How many are shown at most. */
  shown: number;
  columns: RelatedSectionProps<Item>['columns'];
  renderItem: (item: Item) => ReactNode;
}

/**
 * Other entries of a content type under one of them (related articles, related projects): nothing
 * while they load or when there are none.
 */
export function RelatedEntries<Item extends { id: string }>({
  queryName,
  excludeId,
  fetch,
  texts,
  shown,
  columns,
  renderItem,
}: RelatedEntriesProps<Item>) {
  const query = useContentQuery<Item[]>(
    [queryName, excludeId],
    (language) => fetch(language, excludeId),
    NONE,
  );
  if (query.status === 'loading' || query.data.length === 0) return null;
  return (
    <RelatedSection
      title={texts.related}
      previousLabel={texts.relatedPrevious}
      nextLabel={texts.relatedNext}
      items={query.data.slice(0, shown)}
      columns={columns}
      renderItem={renderItem}
    />
  );
}
