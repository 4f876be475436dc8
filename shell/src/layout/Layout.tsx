import { Outlet } from '@site/shared/router';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { StructuredData } from '../features/head/StructuredData';
import { LanguageBanner } from '../features/language-banner/LanguageBanner';
import { ScrollToTopOnRouteChange } from '../features/scroll/ScrollToTopOnRouteChange';
import { SkipLink } from '../features/skip-link/SkipLink';
import styles from './Layout.module.scss';

export function Layout() {
  return (
    <div className={styles.layout}>
      <StructuredData />
      <ScrollToTopOnRouteChange />
      <SkipLink />
      <LanguageBanner />
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
