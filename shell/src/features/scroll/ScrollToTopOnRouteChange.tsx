import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import { scrollToTop } from './scrollToTop';

/** Every route change starts at the top of the new page (spec §2). */
export function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    scrollToTop();
  }, [pathname]);
  return null;
}
