import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import styles from './DeferUntilVisible.module.scss';
import { whenNearViewport } from './whenVisible';

export interface DeferUntilVisibleProps {
  /** The `reveal` of the `lazyWhenVisible` component inside. */
  onVisible: () => void;
  /** A component made with `lazyWhenVisible`. */
  children: ReactNode;
  /** Space held while a client-rendered page waits for the code (px). */
  minHeight?: number;
}

/**
 * The place of a section far down a page whose code loads when it comes near the viewport. The
 * server's HTML has the section itself; a client-rendered page holds its space meanwhile.
 */
export function DeferUntilVisible({
  onVisible,
  children,
  minHeight = 480,
}: DeferUntilVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    return element ? whenNearViewport(element, onVisible) : undefined;
  }, [onVisible]);
  return (
    <div ref={ref}>
      <Suspense
        fallback={<div className={styles.placeholder} style={{ minHeight }} aria-hidden="true" />}
      >
        {children}
      </Suspense>
    </div>
  );
}
