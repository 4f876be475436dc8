import { commonTexts, format, useTexts } from '@site/shared/i18n';
import styles from './Pagination.module.scss';
import { paginationWindow } from './paginationWindow';

export interface PaginationProps {
  /** The current page, 1-based. */
  current: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Adds previous/next arrow buttons around the page numbers. */
  arrows?: boolean;
}

/** Page buttons: first, last, current ±1 and ellipses; nothing at all for a single page. */
export function Pagination({ current, totalPages, onChange, arrows = false }: PaginationProps) {
  const t = useTexts(commonTexts).common;
  if (totalPages <= 1) return null;
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= totalPages) onChange(page);
  };
  return (
    <nav className={styles.pagination} aria-label={t.pagination}>
      <ul>
        {arrows && (
          <li>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(current - 1)}
              disabled={current <= 1}
              aria-label={t.previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
          </li>
        )}
        {paginationWindow(current, totalPages).map((slot, index) =>
          slot === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className={styles.page}
                onClick={() => go(slot)}
                aria-label={format(t.page, { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        {arrows && (
          <li>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(current + 1)}
              disabled={current >= totalPages}
              aria-label={t.next}
            >
              <span aria-hidden="true">›</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
