import { useEffect, useRef, useState, type ReactElement } from 'react';
import styles from './DeferUntilVisible.module.scss';

/** How far below the viewport a deferred section starts loading. */
const LOAD_AHEAD = '600px 0px';

/**
 * [placeholder, visible]: while `defer` is on and the placeholder is far from the viewport,
 * render the placeholder (it keeps the section's space so nothing shifts when it loads).
 */
export function useNearViewport(defer: boolean, minHeight = 480): [ReactElement, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(
    () => !defer || typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
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
