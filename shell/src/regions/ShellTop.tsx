import { LanguageDetector } from '@site/shared/language';
import { StartupGate } from '../app/StartupGate';
import { StructuredData } from '../features/head/StructuredData';
import { Header } from '../features/header/Header';
import { LanguageBanner } from '../features/language-banner/LanguageBanner';
import { ScrollToTopOnRouteChange } from '../features/scroll/ScrollToTopOnRouteChange';
import { SkipLink } from '../features/skip-link/SkipLink';

/**
 * The shell's region above the page: skip link, language banner and header. Its root also runs
 * language detection for the whole page (every root reads the same language atoms).
 */
export function ShellTop() {
  return (
    <LanguageDetector>
      <StartupGate fallback={null}>
        <ScrollToTopOnRouteChange />
        <StructuredData />
        <SkipLink />
        <LanguageBanner />
        <Header />
      </StartupGate>
    </LanguageDetector>
  );
}
