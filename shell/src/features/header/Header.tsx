import { NavLink } from '@site/shared/router';
import { useTexts } from '@site/shared/i18n';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { shellTexts } from '../../texts/shellTexts';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import styles from './Header.module.scss';

/**
 * The site header: the full navigation above 768 px, the hamburger menu at 768 px and narrower.
 * Where the width is not known yet (the server's HTML, and hydrating it) both are rendered and the
 * stylesheet shows the one that fits, so a phone never sees the desktop header first.
 */
export function Header() {
  const t = useTexts(shellTexts);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const showDesktop = mobile !== true;
  const showMobile = mobile !== false;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo compact />
        {showDesktop && (
          <div className={styles.desktopPart}>
            <MainNav />
          </div>
        )}
        <div className={styles.actions}>
          <LanguageSwitcher />
          {showMobile && (
            <div className={styles.mobilePart}>
              <MobileMenu />
            </div>
          )}
          {showDesktop && (
            <NavLink
              to="/contact"
              className={({ isActive }) =>
                `${styles.contact} ${styles.desktopOnly} ${isActive ? styles.contactActive : ''}`
              }
            >
              {t.header.contactButton}
            </NavLink>
          )}
        </div>
      </div>
    </header>
  );
}
