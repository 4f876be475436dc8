import { getDefaultStore } from 'jotai';
import { languageAtom, languageOfPath } from '@site/shared/language';
import { onSiteNavigation } from '@site/shared/router';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Keeps the page's language with its address (docs/product.md#language-paths): when the history
 * moves (Back, Forward, a link followed in place) to a language path in another language than the
 * page's, every region is drawn in the path's language. Nothing is stored: following a link or
 * going Back is not the visitor's choice (the switch and the banner store theirs before they move
 * the address). An address without a language (an unprefixed one) keeps the page's. Returns what
 * stops following.
 */
export function followPathLanguage(store: Store = getDefaultStore()): () => void {
  return onSiteNavigation(() => {
    const language = languageOfPath(window.location.pathname);
    if (language && language !== store.get(languageAtom)) store.set(languageAtom, language);
  });
}
