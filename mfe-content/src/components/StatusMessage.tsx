import type { ReactNode } from 'react';
import styles from './StatusMessage.module.scss';

/** The loading, empty and not-found texts of a list or page, announced politely. */
export function StatusMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={styles.message} role="status" aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <p>{children}</p>
    </div>
  );
}
