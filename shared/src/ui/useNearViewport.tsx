import { useEffect, useRef, useState, type ReactElement } from 'react';
import styles from './DeferUntilVisible.module.scss';

/** How far below the viewport a deferred section starts loading. */
const LOAD_AHEAD = '600px 0px';

/**
 * Calls `onNear` once, when the element comes near the viewport (at once where that cannot be
 * watched). Returns the function that stops watching.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: LOAD_AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * [placeholder, visible]: while `defer` is on and the placeholder is far from the viewport,
 * render the placeholder (it keeps the section's space so nothing shifts when it loads).
 */
export function useNearViewport(defer: boolean, minHeight = 480): [ReactElement, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  // A server render shows the placeholder too (the browser's first render must match it); only a
  // browser without IntersectionObserver shows everything at once.
  const [visible, setVisible] = useState(
    () => !defer || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return undefined;
    return whenNearViewport(element, () => setVisible(true));
  }, [visible]);

  return [
    <div
      ref={ref}
      className={styles.placeholder}
      style={{ minHeight }}
      aria-hidden="true"
      key="deferred"
    />,
    visible,
  ];
}
