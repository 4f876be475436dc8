import type { ReactNode } from 'react';
import { Link, SiteRouter } from '@site/shared/router';
import { LanguageDetector, useLanguage } from '@site/shared/language';
import { Spinner } from '@site/shared/ui';
import styles from './StandaloneApp.module.scss';

/**
 * The page a remote shows when it runs alone (its own dev server or container), so its team can
 * work on it without the shell: a router, the language state and a thin bar to switch language.
 */
export function StandaloneApp({ name, children }: { name: string; children: ReactNode }) {
  return (
    <SiteRouter>
      <LanguageDetector>
        <StandaloneFrame name={name}>{children}</StandaloneFrame>
      </LanguageDetector>
    </SiteRouter>
  );
}

function StandaloneFrame({ name, children }: { name: string; children: ReactNode }) {
  const { ready, language, setLanguage } = useLanguage();
  if (!ready) return <Spinner variant="fullscreen" label="Loading..." />;
  return (
    <>
      <header className={styles.bar}>
        <Link to="/">{name} (standalone)</Link>
        <button type="button" onClick={() => setLanguage(language === 'ka' ? 'en' : 'ka')}>
          {language === 'ka' ? 'English' : 'ქართული'}
        </button>
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
    </>
  );
}
