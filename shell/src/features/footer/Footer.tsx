import { COMPANY } from '@site/shared/config';
import styles from './Footer.module.scss';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>© {COMPANY.copyrightYear}</p>
    </footer>
  );
}
