import { useId } from 'react';
import { COMPANY } from '@site/shared/config';
import { format, useTexts } from '@site/shared/i18n';
import shadowImage from '../../../assets/equipment/equipment-shadow.svg';
import equipmentImage from '../../../assets/equipment/fire-equipment.svg';
import certifiedIcon from '../../../assets/icons/feature-certified.svg';
import experienceIcon from '../../../assets/icons/feature-experience.svg';
import supportIcon from '../../../assets/icons/feature-support.svg';
import teamIcon from '../../../assets/icons/feature-team.svg';
import { homeTexts } from '../homeTexts';
import styles from './AboutSection.module.scss';

const FEATURE_ICONS = [certifiedIcon, experienceIcon, supportIcon, teamIcon];

/** Who we are: the equipment picture beside the text and four feature rows. */
export function AboutSection() {
  const t = useTexts(homeTexts).about;
  const titleId = useId();
  const facts = { years: COMPANY.yearsInBusiness, since: COMPANY.foundedYear };
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="about">
      <div className={styles.inner}>
        <div className={styles.picture}>
          <img
            className={styles.shadow}
            src={shadowImage}
            alt=""
            width={420}
            height={60}
            loading="lazy"
          />
          <img
            className={styles.equipment}
            src={equipmentImage}
            alt={t.equipmentAlt}
            width={420}
            height={460}
            loading="lazy"
          />
        </div>
        <div className={styles.text}>
          <h2 id={titleId}>{format(t.title, facts)}</h2>
          <p className={styles.description}>{format(t.description, facts)}</p>
          <ul className={styles.features}>
            {t.features.map((feature, index) => (
              <li key={feature.title} className={styles.feature}>
                <img src={FEATURE_ICONS[index]} alt="" width={40} height={40} loading="lazy" />
                <div>
                  <h3>{feature.title}</h3>
                  <p>{feature.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
