import { isLanguage, type Language } from './languages';
import { LANGUAGE_PARAMETER } from './languageRule';

/**
 * `?lang=ka` or `?lang=en` in the address chooses the language of this visit, so each language
 * has a linkable URL (search engines, shared links). Nothing is stored: the visitor's own choice
 * still wins on their next plain visit.
 */
export function languageFromUrl(
  search = typeof window === 'undefined' ? '' : window.location.search,
): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return isLanguage(value) ? value : null;
}
