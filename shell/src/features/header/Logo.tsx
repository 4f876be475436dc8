import type { MouseEvent } from 'react';
import { Link, useLocation } from '@site/shared/router';
import { useTexts } from '@site/shared/i18n';
import { scrollToTop } from '@site/shared/ui';
import { shellTexts } from '../../texts/shellTexts';
import styles from './Logo.module.scss';

export function LogoMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 40 44" aria-hidden="true" focusable="false">
      <path
        d="M20 1.5 37 7.8v13.4c0 10.4-7.1 18.3-17 21.3C10.1 39.5 3 31.6 3 21.2V7.8z"
        fill="#12264a"
      />
      <path
        d="M20 9.5c1.2 4.4 6.8 7.3 6.8 14.1A6.8 6.8 0 0 1 20 30.4a6.8 6.8 0 0 1-6.8-6.8c0-3.3 1.7-5.5 3.4-7.1.1 2.3 1.2 3.8 2.7 4.5-.6-4.4.2-8.3.7-11.5z"
        fill="#c8102e"
      />
      <path
        d="M20 21.3c.6 2 2.9 3.2 2.9 5.4a2.9 2.9 0 0 1-5.8 0c0-1.6.9-2.9 1.6-3.6.2 1 .8 1.6 1.3 1.8z"
        fill="#f2a900"
      />
      <path d="M11 35.2h18" stroke="#f2a900" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The logo goes home; on the home page it scrolls smoothly back to the top instead
 * (docs/product.md#header-and-navigation).
 */
export interface LogoProps {
  onNavigate?: () => void;
  /** Mark only between the phone layout and a full desktop (the header's crowded widths). */
  compact?: boolean;
}

export function Logo({ onNavigate, compact = false }: LogoProps) {
  const t = useTexts(shellTexts);
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname === '/') {
      event.preventDefault();
      scrollToTop();
    }
  };
  return (
    <Link
      to="/"
      className={`${styles.logo} ${compact ? styles.compact : ''}`}
      aria-label={t.header.logoLabel}
      onClick={onClick}
    >
      <LogoMark />
      <span className={styles.wordmark} aria-hidden="true">
        <span className={styles.name}>ALIONI</span>
        <span className={styles.tagline}>ENGINEERING</span>
      </span>
    </Link>
  );
}
