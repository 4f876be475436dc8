import type { Language } from '@site/shared/i18n';

/**
 * docs/product.md#language-banner: Georgia with English suggests Georgian; elsewhere with Georgian
 * suggests English.
 */
export function suggestLanguage(country: string | null, language: Language): Language | null {
  if (!country) return null;
  if (country === 'GE') return language === 'en' ? 'ka' : null;
  return language === 'ka' ? 'en' : null;
}
