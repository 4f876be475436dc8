import type { ReactNode } from 'react';
import { COMPANY, getSiteConfig } from '@site/shared/config';
import { useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { contactTexts } from '../contactTexts';
import { ContactIcon, type ContactIconName } from './ContactIcon';
import styles from './ContactInfo.module.scss';

/** tel: wants the digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * One way to reach the company: a term (its icon and label) and its value. A description list,
 * not headings: `address` may hold no heading, and label–value pairs are what a `dl` is for.
 */
function Item({
  icon,
  label,
  children,
}: {
  icon: ContactIconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.item}>
      <dt className={styles.label}>
        <span className={styles.icon}>
          <ContactIcon name={icon} />
        </span>
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Phone, e-mail, working hours and the address (docs/product.md#contact). */
export function ContactInfo() {
  const t = useTexts(contactTexts);
  const { language } = useLanguage();
  const { company } = getSiteConfig();
  return (
    <section className={styles.card} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className={styles.title}>
        {t.info.title}
      </h2>
      <address className={styles.address}>
        <dl className={styles.list}>
          <Item icon="phone" label={t.info.phone}>
            <a href={telHref(company.phone)}>{company.phone}</a>
          </Item>
          <Item icon="email" label={t.info.email}>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </Item>
          <Item icon="schedule" label={t.info.schedule}>
            <p className={styles.text}>{t.info.weekdays}</p>
            <p className={styles.text}>{t.info.sunday}</p>
          </Item>
          <Item icon="address" label={t.info.address}>
            <a href={company.mapUrl} target="_blank" rel="noopener noreferrer">
              {COMPANY.address[language]}
              <span className={styles.hidden}> {t.info.opensMap}</span>
            </a>
          </Item>
        </dl>
      </address>
    </section>
  );
}
