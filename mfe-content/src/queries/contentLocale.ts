import type { Language } from '@site/shared/i18n';

export type ContentLocale = 'ka' | 'en-US';

/** Site language to Contentful locale (spec §7: ka → ka, en → en-US). */
export function contentLocale(language: Language): ContentLocale {
  return language === 'ka' ? 'ka' : 'en-US';
}
