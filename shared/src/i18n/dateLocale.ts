import type { Language } from './types';

const LOCALES: Record<Language, string> = { ka: 'ka-GE', en: 'en-US' };

/** The BCP 47 locale of a language, for the places that use Intl (the contact mail's time). */
export function dateLocale(language: Language): string {
  return LOCALES[language];
}
