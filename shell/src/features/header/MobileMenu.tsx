import { useEffect, useId, useRef, useState, type KeyboardEvent, type ToggleEvent } from 'react';
import { NavLink } from '@site/shared/router';
import { useHydrated } from '@site/shared/ui';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { CloseIcon, MenuIcon } from '../../icons/Icons';
import { shellTexts } from '../../texts/shellTexts';
import { SocialLinks } from '../social/SocialLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { isPopoverOpen, supportsPopover, tabbables } from './menuPopover';
import { NAV_ITEMS } from './navItems';
import styles from './MobileMenu.module.scss';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The hamburger and its full-screen menu (up to 768 px; docs/product.md#header-and-navigation): the
 * same links plus social icons. The menu is a popover in the server's HTML, so the hamburger opens
 * it and the close button closes it before the scripts run, or without them. Once they run, focus
 * moves into the menu and stays there, Escape closes it, a link closes it, and the page behind does
 * not scroll. The browser owns the open state (React never sets it, so a menu opened before
 * hydration stays open); this component follows it through the popover's toggle event.
 */
export function MobileMenu() {
  const t = useTexts(commonTexts);
  const s = useTexts(shellTexts);
  const scriptsRunning = useHydrated();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Closed by a link or the logo: focus goes where the navigation takes it, not to the hamburger.
  const navigatingRef = useRef(false);
  const menuId = useId();
  const titleId = useId();

  const afterClose = () => {
    setOpen(false);
    if (!navigatingRef.current) toggleRef.current?.focus();
    navigatingRef.current = false;
  };

  const hide = (navigating: boolean) => {
    const menu = menuRef.current;
    if (!menu) return;
    navigatingRef.current = navigating;
    // The popover's toggle event follows and calls afterClose.
    if (isPopoverOpen(menu)) menu.hidePopover();
    else if (!supportsPopover()) afterClose();
    else navigatingRef.current = false;
  };

  const onMenuToggle = (event: ToggleEvent<HTMLDivElement>) => {
    // React passes a toggle event on to the ancestors' handlers: the language list's (a
    // disclosure inside the menu) is not the menu's.
    if (event.target !== event.currentTarget) return;
    if (event.newState === 'open') setOpen(true);
    else afterClose();
  };

  useEffect(() => {
    // Opened before the scripts ran: take over the state the visitor left.
    if (menuRef.current && isPopoverOpen(menuRef.current)) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    // Into the menu, unless the visitor is already in it (opened before hydration).
    if (!menuRef.current?.contains(document.activeElement)) closeRef.current?.focus();
    return () => {
      body.style.overflow = previousOverflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The language list handles its own Escape first.
      if (event.defaultPrevented) return;
      event.preventDefault();
      hide(false);
      return;
    }
    if (event.key !== 'Tab' || !menuRef.current) return;
    const focusable = tabbables(menuRef.current);
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
        // Until the scripts run, the browser tells whether the popover is open (a popover button's
        // own expanded state); a fixed "false" in the HTML would contradict it.
        aria-expanded={scriptsRunning ? open : undefined}
        aria-controls={menuId}
        popoverTarget={menuId}
        popoverTargetAction="show"
        onClick={() => {
          if (!supportsPopover()) setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {/* The dialog is a focus container; its keyboard handling is the focus trap. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={menuRef}
        id={menuId}
        // `auto`: Escape closes it before the scripts run too.
        popover="auto"
        className={open ? `${styles.overlay} ${styles.open}` : styles.overlay}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onToggle={onMenuToggle}
      >
        <div className={styles.top}>
          <Logo onNavigate={() => hide(true)} />
          <h2 id={titleId} className={styles.title}>
            {s.header.menuTitle}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={s.header.closeMenu}
            popoverTarget={menuId}
            popoverTargetAction="hide"
            onClick={() => {
              if (!supportsPopover()) hide(false);
            }}
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
                  onClick={() => hide(true)}
                >
                  {t.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavLink to="/contact" className={styles.contact} onClick={() => hide(true)}>
            {s.header.contactButton}
          </NavLink>
        </nav>
        <div className={styles.bottom}>
          <SocialLinks tone="light" />
          <LanguageSwitcher tone="light" />
        </div>
      </div>
    </>
  );
}
