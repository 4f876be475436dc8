import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import { scrollToTop } from '@site/shared/ui';

/** Every route change starts at the top of the new page (docs/product.md#every-page). */
export function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    scrollToTop();
  }, [pathname]);
  return null;
}
