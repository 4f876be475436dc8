import { Suspense, type ReactNode } from 'react';
import styles from './DeferUntilVisible.module.scss';

export interface DeferUntilVisibleProps {
  /** The section's element id, which `lazyWhenVisible` watches. */
  id: string;
  /** A component made with `lazyWhenVisible(id, …)`. */
  children: ReactNode;
  /** Space held while a client-rendered page waits for the code (px). */
  minHeight?: number;
}

/**
 * The place of a section far down a page whose code loads when it comes near the viewport. The
 * server's HTML has the section itself; a client-rendered page holds its space meanwhile.
 */
export function DeferUntilVisible({ id, children, minHeight = 480 }: DeferUntilVisibleProps) {
  return (
    <div id={id}>
      <Suspense
        fallback={<div className={styles.placeholder} style={{ minHeight }} aria-hidden="true" />}
      >
        {children}
      </Suspense>
    </div>
  );
}
