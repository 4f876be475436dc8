import { NavLink } from 'react-router-dom';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import styles from './Header.module.scss';

export function Header() {
  const t = useTexts(commonTexts);
  const { language, setLanguage } = useLanguage();
  return (
    <header className={styles.header}>
      <nav aria-label="Main">
        <NavLink to="/" end>
          {t.nav.home}
        </NavLink>
        <NavLink to="/services">{t.nav.services}</NavLink>
        <NavLink to="/projects">{t.nav.projects}</NavLink>
        <NavLink to="/about">{t.nav.about}</NavLink>
        <NavLink to="/blog">{t.nav.blog}</NavLink>
        <NavLink to="/contact">{t.nav.contact}</NavLink>
      </nav>
      <button type="button" onClick={() => setLanguage(language === 'ka' ? 'en' : 'ka')}>
        {language === 'ka' ? 'English' : 'ქართული'}
      </button>
    </header>
  );
}
