import { NavLink } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { shellTexts } from '../../texts/shellTexts';
import { NAV_ITEMS } from './navItems';
import styles from './MainNav.module.scss';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** Desktop navigation; a nested route (/blog/a-post) keeps its section highlighted. */
export function MainNav() {
  const t = useTexts(commonTexts);
  const s = useTexts(shellTexts);
  return (
    <nav aria-label={s.header.mainNav} className={styles.nav}>
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.end} className={linkClass}>
              {t.nav[item.key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
