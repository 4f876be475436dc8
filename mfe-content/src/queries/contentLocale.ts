import type { Language } from '@site/shared/i18n';

export type ContentLocale = 'ka' | 'en-US';

/** Site language to Contentful locale (ka → ka, en → en-US; docs/product.md#content-service). */
export function contentLocale(language: Language): ContentLocale {
  return language === 'ka' ? 'ka' : 'en-US';
}
