import { Link } from '@site/shared/router';
import { DocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { shellTexts } from '../../texts/shellTexts';
import styles from './NotFoundPage.module.scss';

const LINKS = [
  { to: '/services', key: 'services' },
  { to: '/projects', key: 'projects' },
  { to: '/about', key: 'about' },
  { to: '/blog', key: 'blog' },
  { to: '/contact', key: 'contact' },
] as const;

/** Every unknown route (docs/product.md#not-found). */
export function NotFoundPage() {
  const t = useTexts(commonTexts);
  const s = useTexts(shellTexts);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <DocumentHead
        title={t.pageTitles.notFound}
        description={t.pageDescriptions.notFound}
        indexable={false}
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t.pageTitles.notFound}
      </h1>
      <p className={styles.text}>{s.notFound.text}</p>
      <div className={styles.buttons}>
        <Link to="/" className={styles.primary}>
          {s.notFound.home}
        </Link>
        <Link to="/contact" className={styles.secondary}>
          {s.notFound.contact}
        </Link>
      </div>
      <nav aria-labelledby="not-found-links" className={styles.links}>
        <h2 id="not-found-links" className={styles.linksTitle}>
          {s.notFound.linksTitle}
        </h2>
        <ul>
          {LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t.nav[link.key]}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
