import { useTexts, commonTexts } from '@site/shared/i18n';
import styles from './RemoteUnavailable.module.scss';

export interface RemoteUnavailableProps {
  variant: 'page' | 'section';
  onRetry: () => void;
}

export function RemoteUnavailable({ variant, onRetry }: RemoteUnavailableProps) {
  const t = useTexts(commonTexts);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <div className={`${styles.box} ${variant === 'page' ? styles.page : ''}`} role="alert">
      <Heading className={styles.title}>{t.remote.unavailableTitle}</Heading>
      <p>{t.remote.unavailableText}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t.remote.retry}
      </button>
    </div>
  );
}
