import { isLanguage, type Language } from './languages';
import { LANGUAGE_PARAMETER } from './languageRule';

/**
 * `?lang=ka` or `?lang=en` in the address: how a language was linked before language paths
 * (docs/product.md#language-paths). The entry moves such addresses for good to their language
 * path, so a page sees one only where no entry stands in front of it; there it still chooses the
 * language of this visit, and nothing is stored: the visitor's own choice still wins on their
 * next plain visit.
 */
export function languageFromUrl(
  search = typeof window === 'undefined' ? '' : window.location.search,
): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return isLanguage(value) ? value : null;
}
