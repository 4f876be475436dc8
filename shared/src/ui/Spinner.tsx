import { useTexts, commonTexts } from '@site/shared/i18n';
import styles from './Spinner.module.scss';

export interface SpinnerProps {
  variant?: 'page' | 'inline' | 'fullscreen';
  /** Overrides the localized "Loading..." (the start-up screen shows it before a language is known). */
  label?: string;
}

export function Spinner({ variant = 'inline', label }: SpinnerProps) {
  return (
    <div className={`${styles.spinner} ${styles[variant] ?? ''}`} role="status" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <span className={styles.label}>{label ?? <LocalizedLoading />}</span>
    </div>
  );
}

function LocalizedLoading() {
  return <>{useTexts(commonTexts).common.loading}</>;
}
