import { useTexts } from '@site/shared/i18n';
import { ListLink } from '../../components/ListLink';
import type { StatusFilter } from '../../hooks/useListParams';
import { contentTexts } from '../../texts/contentTexts';
import styles from './ProjectFilterButtons.module.scss';

const FILTERS: readonly StatusFilter[] = ['all', 'ongoing', 'completed'];

/**
 * All / installation (status ongoing) / completed, as links to the filtered list's first page, the
 * active one marked current (docs/product.md#project-filter).
 */
export function ProjectFilterButtons({
  value,
  hrefOf,
}: {
  value: StatusFilter;
  /** The address of the list's first page with a filter (useListParams' `addressOf`). */
  hrefOf: (filter: StatusFilter) => string;
}) {
  const t = useTexts(contentTexts).filter;
  return (
    <div className={styles.filters} role="group" aria-label={t.label}>
      {FILTERS.map((filter) => (
        <ListLink
          key={filter}
          to={hrefOf(filter)}
          current={filter === value && 'true'}
          className={styles.filter}
        >
          {t[filter]}
        </ListLink>
      ))}
    </div>
  );
}
