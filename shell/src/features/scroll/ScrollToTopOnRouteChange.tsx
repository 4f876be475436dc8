import { useEffect, useRef } from 'react';
import { useLocation } from '@site/shared/router';
import { scrollToTop } from '@site/shared/ui';

/**
 * Every route change starts at the top of the new page (docs/product.md#every-page). Not the page
 * the visitor is on when the scripts start: they may have scrolled it already, and hydration
 * keeps the scroll.
 */
export function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    scrollToTop();
  }, [pathname]);
  return null;
}
