// Query pieces several modules share, named after the words of docs/product.md#content-service.
import type { Language } from '@site/shared/i18n';
import { contentLocale } from './contentLocale';
import { CONTENT_TYPES } from './types';

export const NEWEST_FIRST = '-sys.createdAt';
/** "status descending then creation descending": `ongoing` sorts before `completed`. */
export const STATUS_THEN_NEWEST = '-fields.status,-sys.createdAt';

export function blogPostQuery(language: Language) {
  return { content_type: CONTENT_TYPES.blogPost, locale: contentLocale(language) };
}

export function projectQuery(language: Language) {
  return { content_type: CONTENT_TYPES.project, locale: contentLocale(language) };
}
