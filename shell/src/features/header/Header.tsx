import { NavLink } from '@site/shared/router';
import { useTexts } from '@site/shared/i18n';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { shellTexts } from '../../texts/shellTexts';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import styles from './Header.module.scss';

export function Header() {
  const t = useTexts(shellTexts);
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo compact />
        {!mobile && <MainNav />}
        <div className={styles.actions}>
          <LanguageSwitcher />
          {mobile ? (
            <MobileMenu />
          ) : (
            <NavLink
              to="/contact"
              className={({ isActive }) =>
                isActive ? `${styles.contact} ${styles.contactActive}` : styles.contact
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
