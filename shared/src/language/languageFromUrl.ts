import { isLanguage, type Language } from './languages';
import { LANGUAGE_PARAMETER } from './languageRule';

// The `lang` parameter read one way by every reader, as the entry's nginx reads it ($arg_lang and
// the maps of platform/src/composition/languagePaths.ts): the query as sent, never decoded, the
// name in any letter case, the first one; its value names a language in any letter case.

const isLanguageParameter = (part: string) =>
  part.slice(0, LANGUAGE_PARAMETER.length).toLowerCase() === LANGUAGE_PARAMETER &&
  (part.length === LANGUAGE_PARAMETER.length || part[LANGUAGE_PARAMETER.length] === '=');

const parts = (search: string) => (search.startsWith('?') ? search.slice(1) : search).split('&');

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
  const named = parts(search).find(isLanguageParameter);
  const value = named?.slice(LANGUAGE_PARAMETER.length + 1).toLowerCase();
  return isLanguage(value) ? value : null;
}

/** `search` (with or without its `?`) without any `lang` parameter, as a query (`?…`) or ''. */
export function withoutLanguageParameter(search: string): string {
  const kept = parts(search).filter((part) => part !== '' && !isLanguageParameter(part));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
