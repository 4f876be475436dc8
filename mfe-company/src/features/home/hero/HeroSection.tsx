import { useId } from 'react';
import { Link } from '@site/shared/router';
import { useTexts } from '@site/shared/i18n';
import heroDesktop from '../../../assets/hero/hero-desktop.svg';
import heroMobile from '../../../assets/hero/hero-mobile.svg';
import { homeTexts } from '../homeTexts';
import styles from './HeroSection.module.scss';

/** Title, description and the two calls to action over a picture that differs on phones. */
export function HeroSection() {
  const t = useTexts(homeTexts).hero;
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId} data-section="hero">
      {/* A <picture> rather than a CSS background: the browser fetches only the one it shows. */}
      <picture className={styles.background}>
        <source media="(max-width: 768px)" srcSet={heroMobile} width={750} height={1200} />
        <img src={heroDesktop} alt="" width={1600} height={700} fetchPriority="high" />
      </picture>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t.eyebrow}</p>
        <h1 id={titleId} className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.description}>{t.description}</p>
        <div className={styles.actions}>
          <Link to="/services" className={styles.primary}>
            {t.servicesButton}
          </Link>
          <Link to="/contact" className={styles.secondary}>
            {t.contactButton}
          </Link>
        </div>
      </div>
    </section>
  );
}
