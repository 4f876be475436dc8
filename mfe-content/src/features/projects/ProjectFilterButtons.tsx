import { useTexts } from '@site/shared/i18n';
import type { StatusFilter } from '../../hooks/useListParams';
import { contentTexts } from '../../texts/contentTexts';
import styles from './ProjectFilterButtons.module.scss';

const FILTERS: readonly StatusFilter[] = ['all', 'ongoing', 'completed'];

/**
 * All / installation (status ongoing) / completed, as toggle buttons
 * (docs/product.md#project-filter).
 */
export function ProjectFilterButtons({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}) {
  const t = useTexts(contentTexts).filter;
  return (
    <div className={styles.filters} role="group" aria-label={t.label}>
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.filter}
          aria-pressed={filter === value}
          onClick={() => {
            if (filter !== value) onChange(filter);
          }}
        >
          {t[filter]}
        </button>
      ))}
    </div>
  );
}
