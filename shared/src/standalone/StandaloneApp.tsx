import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { followSiteLink, Link, SiteRouter, useLocation } from '@site/shared/router';
import {
  LanguageDetector,
  languageAtom,
  languageOfPath,
  languagePath,
  useLanguage,
} from '@site/shared/language';
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
  const showLanguage = useSetAtom(languageAtom);
  const { pathname, search, hash } = useLocation();
  // On a language path the page's language is the path's, as on the site: Back and Forward bring
  // theirs back (not stored: a move is no choice).
  useEffect(() => {
    const pathLanguage = languageOfPath(window.location.pathname);
    if (pathLanguage) showLanguage(pathLanguage);
  }, [pathname, showLanguage]);
  if (!ready) return <Spinner variant="fullscreen" label="Loading..." />;
  const switchLanguage = () => {
    const next = language === 'ka' ? 'en' : 'ka';
    setLanguage(next);
    // The same page on the other language's path, as the site's switch does.
    if (languageOfPath(window.location.pathname)) {
      followSiteLink(languagePath(next, `${pathname}${search}${hash}`));
    }
  };
  return (
    <>
      <header className={styles.bar}>
        <Link to="/">{name} (standalone)</Link>
        <button type="button" onClick={switchLanguage}>
          {language === 'ka' ? 'English' : 'ქართული'}
        </button>
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
    </>
  );
}
