import { useId, useState, type ReactNode } from 'react';
import { CarouselArrows } from './CarouselArrows';
import layout from './PageLayout.module.scss';
import styles from './RelatedSection.module.scss';

export interface RelatedSectionProps<T extends { id: string }> {
  title: string;
  previousLabel: string;
  nextLabel: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Grid columns on wide screens (posts 3, projects 4). */
  columns: 3 | 4;
}

/**
 * The related posts or projects under a post or project. As docs/product.md#project-detail says,
 * the arrows only move an index: the cards shown do not change. The index is kept on the list so
 * the behaviour stays observable.
 */
export function RelatedSection<T extends { id: string }>({
  title,
  previousLabel,
  nextLabel,
  items,
  renderItem,
  columns,
}: RelatedSectionProps<T>) {
  const headingId = useId();
  const listId = useId();
  const [index, setIndex] = useState(0);
  const count = items.length;
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={layout.sectionTitle}>
          {title}
        </h2>
        <CarouselArrows
          controls={listId}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          onPrevious={() => setIndex((i) => (i - 1 + count) % count)}
          onNext={() => setIndex((i) => (i + 1) % count)}
        />
      </header>
      <ul
        id={listId}
        className={`${styles.grid} ${styles[`columns${columns}`]}`}
        data-index={index}
      >
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}
