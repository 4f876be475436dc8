import { useTexts } from '@site/shared/i18n';
import { shellTexts } from '../../texts/shellTexts';
import styles from './SkipLink.module.scss';

export function SkipLink() {
  const t = useTexts(shellTexts);
  return (
    <a className={styles.skipLink} href="#main-content">
      {t.skipLink}
    </a>
  );
}
