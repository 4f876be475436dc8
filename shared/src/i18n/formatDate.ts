import type { Language } from './types';

const LOCALES: Record<Language, string> = { ka: 'ka-GE', en: 'en-US' };

export function dateLocale(language: Language): string {
  return LOCALES[language];
}

/** A date in the active language with a long month name; the raw input if it cannot be read. */
export function formatDate(input: string, language: Language): string {
  try {
    const date = new Date(input);
    if (Number.isNaN(date.getTime())) return input;
    return new Intl.DateTimeFormat(LOCALES[language], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(date);
  } catch {
    return input;
  }
}
