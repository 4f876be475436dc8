import { useId } from 'react';
import { Link } from '@site/shared/router';
import { useTexts } from '@site/shared/i18n';
import arrowIcon from '../../../assets/icons/arrow.svg';
import { ICON_SIZE, SERVICE_ICONS } from '../../services/serviceIcons';
import type { ServiceId } from '../../services/serviceDefinitions';
import { homeTexts } from '../homeTexts';
import styles from './ServicesSection.module.scss';

type TileKey = 'electrical' | 'heatingCooling' | 'waterSupply';

// docs/product.md#home: water supply and drainage links to heating-cooling as well, as the original
// site does.
const TILES: readonly { key: TileKey; to: ServiceId; icon: ServiceId }[] = [
  { key: 'electrical', to: 'electrical', icon: 'electrical' },
  { key: 'heatingCooling', to: 'heating-cooling', icon: 'heating-cooling' },
  { key: 'waterSupply', to: 'heating-cooling', icon: 'water-supply' },
];

/** Three service tiles and a card that leads to the whole list. */
export function ServicesSection() {
  const t = useTexts(homeTexts).services;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="services">
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={titleId}>{t.title}</h2>
          <p>{t.description}</p>
        </header>
        <ul className={styles.grid}>
          {TILES.map((tile) => (
            <li key={tile.key} className={styles.tile}>
              <img
                src={SERVICE_ICONS[tile.icon]}
                alt=""
                width={ICON_SIZE}
                height={ICON_SIZE}
                className={styles.icon}
              />
              <h3 className={styles.tileTitle}>
                {/* The link covers the whole tile (::after), its name stays the short title. */}
                <Link to={`/services/${tile.to}`} className={styles.tileLink}>
                  {t[tile.key].title}
                </Link>
              </h3>
              <p className={styles.tileText}>{t[tile.key].description}</p>
              <span className={styles.more} aria-hidden="true">
                {t.more}
                <img src={arrowIcon} alt="" width={20} height={20} />
              </span>
            </li>
          ))}
          <li className={`${styles.tile} ${styles.viewAll}`}>
            <h3 className={styles.tileTitle}>{t.viewAll.title}</h3>
            <p className={styles.tileText}>{t.viewAll.description}</p>
            <Link to="/services" className={`${styles.tileLink} ${styles.viewAllLink}`}>
              {t.viewAll.link}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
