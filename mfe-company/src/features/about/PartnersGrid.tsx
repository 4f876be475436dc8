import { useId } from 'react';
import { useTexts } from '@site/shared/i18n';
import { PartnerLogoImage } from '../partners/PartnerLogoImage';
import { PARTNERS } from '../partners/partners';
import { aboutTexts } from './aboutTexts';
import styles from './AboutPage.module.scss';

/** The 15 partner logos, grey until hovered. */
export function PartnersGrid() {
  const t = useTexts(aboutTexts).partners;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="partners">
      <h2 id={titleId}>{t.title}</h2>
      <p className={styles.intro}>{t.description}</p>
      <ul className={styles.partners}>
        {PARTNERS.map((partner) => (
          <li key={partner.id} className={styles.partner}>
            <PartnerLogoImage partner={partner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
