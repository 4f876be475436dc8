import { useEffect } from 'react';
import { getSiteConfig } from '@site/shared/config';
import { useLanguage } from '@site/shared/language';
import { localBusiness } from './localBusiness';

/** The element's id; a server-rendered head already has it, for this language. */
export const STRUCTURED_DATA_ID = 'structured-data-business';

/**
 * The company as JSON-LD in the document head, for search engines. A JSON data block is never
 * executed, so the Content-Security-Policy (no inline script) does not apply to it.
 */
export function StructuredData() {
  const { language } = useLanguage();
  useEffect(() => {
    let element = document.getElementById(STRUCTURED_DATA_ID);
    if (!element) {
      element = document.createElement('script');
      element.id = STRUCTURED_DATA_ID;
      element.setAttribute('type', 'application/ld+json');
      document.head.append(element);
    }
    element.textContent = JSON.stringify(localBusiness(getSiteConfig(), language));
  }, [language]);
  return null;
}
