import { useEffect } from 'react';
import { onLanguageRequest, useLanguage } from '@site/shared/language';

/**
 * Switches the page to the language the banner's suggestion was accepted for (the banner is the
 * start script's, languageBanner.ts): in place, once the shell's top region has started, as a
 * suggestion accepted (not the visitor's own choice).
 */
export function LanguageRequests() {
  const { setLanguage } = useLanguage();
  useEffect(
    () => onLanguageRequest((language) => setLanguage(language, { manual: false })),
    [setLanguage],
  );
  return null;
}
