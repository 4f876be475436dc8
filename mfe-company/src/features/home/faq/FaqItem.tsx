import styles from './FaqSection.module.scss';

interface FaqItemProps {
  question: string;
  answer: string;
}

/**
 * One question and its answer, a native disclosure: it opens and closes before the page's scripts
 * arrive (or without them), and items never close each other (docs/product.md#home). The browser
 * owns the open state: React never sets `open`, so an item opened before hydration stays open, and
 * the expanded state the browser gives the summary is the one assistive technology reads (ARIA in
 * HTML allows no aria-expanded on a summary).
 */
export function FaqItem({ question, answer }: FaqItemProps) {
  return (
    <li>
      {/* The visitor may have opened it before hydration: `open` is theirs, not a mismatch. */}
      <details className={styles.item} suppressHydrationWarning>
        <summary className={styles.question}>
          {/* A summary may hold a heading: the questions stay in the page's outline. */}
          <h3 className={styles.questionText}>{question}</h3>
          <span className={styles.marker} aria-hidden="true" />
        </summary>
        <div className={styles.answer}>
          <p>{answer}</p>
        </div>
      </details>
    </li>
  );
}
