import { useId, useState } from 'react';
import styles from './FaqSection.module.scss';

interface FaqItemProps {
  question: string;
  answer: string;
}

/** One question with its own open state: items never close each other (docs/product.md#home). */
export function FaqItem({ question, answer }: FaqItemProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className={`${styles.item} ${open ? styles.open : ''}`}>
      <h3 className={styles.question}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <span className={styles.marker} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className={styles.answer} hidden={!open}>
        <p>{answer}</p>
      </div>
    </li>
  );
}
