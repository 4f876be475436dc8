import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick, Link } from '@site/shared/router';
import { scrollToTop } from '@site/shared/ui';

export interface ListLinkProps {
  /** The address (useListParams' `addressOf`). */
  to: string;
  /**
   * What the list shows now: the current page (`page`) or the active filter (`true`), marked with
   * `aria-current`; a click on it changes nothing.
   */
  current: false | 'page' | 'true';
  className?: string;
  /** The link's name where its text is not enough (a page number, an arrow). */
  label?: string;
  children: ReactNode;
}

/**
 * A link to another page or filter of a list: an address the server answers, so it works before
 * the scripts run and opens in a new tab. Once they run, a plain click moves the router there (no
 * reload) and scrolls smoothly to the top (docs/product.md#pagination); other clicks are the
 * browser's.
 */
export function ListLink({ to, current, className, label, children }: ListLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (current) event.preventDefault();
    else scrollToTop();
  };
  return (
    <Link
      to={to}
      className={className}
      aria-label={label}
      aria-current={current || undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
