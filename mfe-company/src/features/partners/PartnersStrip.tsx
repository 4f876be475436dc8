import { useId } from 'react';
import { useTexts } from '@site/shared/i18n';
import { homeTexts } from '../home/homeTexts';
import { PartnerLogoImage } from './PartnerLogoImage';
import { PARTNERS } from './partners';
import styles from './PartnersStrip.module.scss';

// The list twice in a row: moving the row by half its width brings the second copy exactly to
// where the first began, so the loop has no seam.
const LOOP = [...PARTNERS, ...PARTNERS];

/** Full-width, endlessly scrolling partner logos without links; pauses while hovered. */
export function PartnersStrip() {
  const t = useTexts(homeTexts).partners;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="partners">
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      <div className={styles.viewport} data-testid="partners-strip">
        <ul className={styles.track}>
          {LOOP.map((partner, index) => {
            const copy = index >= PARTNERS.length;
            return (
              <li
                key={`${partner.id}-${copy ? 'copy' : 'first'}`}
                className={styles.tile}
                aria-hidden={copy || undefined}
              >
                <PartnerLogoImage partner={partner} decorative={copy} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
