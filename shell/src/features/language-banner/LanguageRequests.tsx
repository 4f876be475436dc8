import { useEffect } from 'react';
import { onLanguageRequest, useLanguage } from '@site/shared/language';
import { followSiteLink } from '@site/shared/router';
import { pageInLanguage } from './languagePageAddress';

/**
 * Switches the page to the language the banner's suggestion was accepted for (the banner is the
 * start script's, languageBanner.ts), once the shell's top region has started: as the language
 * switch does, but as a suggestion accepted (not the visitor's own choice). The language is set
 * and stored, and the address moves in place to this page on that language's path
 * (docs/product.md#language-paths), so the address and the page's language stay in step.
 */
export function LanguageRequests() {
  const { setLanguage } = useLanguage();
  useEffect(
    () =>
      onLanguageRequest((language) => {
        setLanguage(language, { manual: false });
        const to = pageInLanguage(language);
        const { pathname, search, hash } = window.location;
        if (to !== `${pathname}${search}${hash}`) followSiteLink(to);
      }),
    [setLanguage],
  );
  return null;
}
