import { useId } from 'react';
import { useTexts } from '@site/shared/i18n';
import { faqTexts } from './faqTexts';
import { FaqItem } from './FaqItem';
import styles from './FaqSection.module.scss';

/** Five questions and answers citing NFPA, EN and ISO; several may be open at once. */
export function FaqSection() {
  const t = useTexts(faqTexts).faq;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="faq">
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={titleId}>{t.title}</h2>
          <p>{t.description}</p>
        </header>
        <ul className={styles.list}>
          {t.items.map((item) => (
            <FaqItem key={item.question} question={item.question} answer={item.answer} />
          ))}
        </ul>
      </div>
    </section>
  );
}
