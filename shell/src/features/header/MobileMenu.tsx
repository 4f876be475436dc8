import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { CloseIcon, MenuIcon } from '../../icons/Icons';
import { shellTexts } from '../../texts/shellTexts';
import { SocialLinks } from '../social/SocialLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NAV_ITEMS } from './navItems';
import styles from './MobileMenu.module.scss';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The hamburger and its full-screen menu (up to 768 px; docs/product.md#header-and-navigation): the
 * same links plus social icons. While open, focus stays inside, Escape closes it and the page
 * behind does not scroll.
 */
export function MobileMenu() {
  const t = useTexts(commonTexts);
  const s = useTexts(shellTexts);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const titleId = useId();

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      body.style.overflow = previousOverflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The language list handles its own Escape first.
      if (event.defaultPrevented) return;
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.hamburger}
        aria-label={s.header.openMenu}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open &&
        createPortal(
          // The dialog is a focus container; its keyboard handling is the focus trap.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <div
            ref={dialogRef}
            id={menuId}
            className={styles.overlay}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onKeyDown}
          >
            <div className={styles.top}>
              <Logo onNavigate={() => close(false)} />
              <h2 id={titleId} className={styles.title}>
                {s.header.menuTitle}
              </h2>
              <button
                ref={closeRef}
                type="button"
                className={styles.close}
                aria-label={s.header.closeMenu}
                onClick={() => close()}
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={s.header.mainNav} className={styles.nav}>
              <ul className={styles.list}>
                {NAV_ITEMS.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={linkClass}
                      onClick={() => close(false)}
                    >
                      {t.nav[item.key]}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <NavLink to="/contact" className={styles.contact} onClick={() => close(false)}>
                {s.header.contactButton}
              </NavLink>
            </nav>
            <div className={styles.bottom}>
              <SocialLinks tone="light" />
              <LanguageSwitcher tone="light" />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
