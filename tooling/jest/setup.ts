import '@testing-library/jest-dom';
// This one module, not the whole @site/shared/testing: the setup runs before every test file.
import { fakeMatchMedia } from '../../shared/src/testing/fakeMatchMedia';

// jsdom lacks these browser APIs; components use them for scrolling and media queries.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
  if (!('IntersectionObserver' in window)) {
    class NoopIntersectionObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
  }
}
