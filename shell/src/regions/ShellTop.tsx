import { LanguageDetector } from '@site/shared/language';
import { StartupGate } from '../app/StartupGate';
import { StructuredData } from '../features/head/StructuredData';
import { Header } from '../features/header/Header';
import { LanguageRequests } from '../features/language-banner/LanguageRequests';
import { ScrollToTopOnRouteChange } from '../features/scroll/ScrollToTopOnRouteChange';
import { SkipLink } from '../features/skip-link/SkipLink';
// The language banner is drawn by the start script (languageBanner.ts), which takes its class
// names only: its stylesheet ships with the shell's, inlined in every page.
import '../features/language-banner/LanguageBanner.module.scss';

/**
 * The shell's region above the page: skip link and header (the language banner follows it, drawn
 * by the start script). Its root also runs
 * language detection for the whole page (every root reads the same language atoms).
 */
export function ShellTop() {
  return (
    <LanguageDetector>
      <StartupGate fallback={null}>
        <ScrollToTopOnRouteChange />
        <StructuredData />
        <SkipLink />
        <LanguageRequests />
        <Header />
      </StartupGate>
    </LanguageDetector>
  );
}
