import { commonTexts, format, useTexts } from '@site/shared/i18n';
import { ListLink } from './ListLink';
import styles from './Pagination.module.scss';
import { paginationWindow } from './paginationWindow';

export interface PaginationProps {
  /** The current page, 1-based. */
  current: number;
  totalPages: number;
  /** The address of a page of the list (useListParams' `addressOf`). */
  hrefOf: (page: number) => string;
  /** Adds previous/next arrows around the page numbers. */
  arrows?: boolean;
}

/**
 * Links to the pages: first, last, current ±1 and ellipses; nothing at all for a single page
 * (docs/product.md#pagination).
 */
export function Pagination({ current, totalPages, hrefOf, arrows = false }: PaginationProps) {
  const t = useTexts(commonTexts).common;
  if (totalPages <= 1) return null;
  // An arrow with nowhere to go is greyed and no link: no address, not focusable, announced as a
  // disabled link (the pattern for a link that is switched off; a button would be no link at all).
  const arrow = (page: number, label: string, symbol: string) =>
    page >= 1 && page <= totalPages ? (
      <ListLink to={hrefOf(page)} current={false} className={styles.arrow} label={label}>
        <span aria-hidden="true">{symbol}</span>
      </ListLink>
    ) : (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- deliberately no address (above)
      <a role="link" aria-disabled="true" className={styles.arrow} aria-label={label}>
        <span aria-hidden="true">{symbol}</span>
      </a>
    );
  return (
    <nav className={styles.pagination} aria-label={t.pagination}>
      <ul>
        {arrows && <li>{arrow(current - 1, t.previous, '‹')}</li>}
        {paginationWindow(current, totalPages).map((slot, index) =>
          slot === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <ListLink
                to={hrefOf(slot)}
                current={slot === current && 'page'}
                className={styles.page}
                label={format(t.page, { page: slot })}
              >
                {slot}
              </ListLink>
            </li>
          ),
        )}
        {arrows && <li>{arrow(current + 1, t.next, '›')}</li>}
      </ul>
    </nav>
  );
}
