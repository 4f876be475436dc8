// How a page's language is taken up in the browser, with no React: the shell's start script runs
// it on a page the server drew before any of the shell's code is loaded.
import type { Language } from './languages';
import { browserLanguages, detectLanguage } from './detectLanguage';
import { languageFromUrl } from './languageFromUrl';
import { manualLanguageCookie } from './languageCookies';
import { safeStorage, storedLanguage, storeDetectedLanguage, storeLanguage } from './storage';

/**
 * The language of this visit as the browser decides it (docs/product.md#language-choice): the
 * address (?lang=), then a choice made without scripts (the cookies), then the stored choice, then
 * the browser's languages. A server-rendered page calls it before hydrating.
 */
export function detectVisitLanguage(): Language {
  const storage = safeStorage();
  const cookieChoice = manualLanguageCookie();
  const asked = languageFromUrl();
  if (!asked) return detectLanguage(storage, browserLanguages(), cookieChoice);
  // ?lang= holds for this visit alone, but a choice made without scripts is kept for the next:
  // stored now, before the cookies are made to mirror storage again.
  if (cookieChoice) storeLanguage(storage, cookieChoice, { manual: true });
  return asked;
}

/**
 * A server-rendered page's language is the visit's: the entry chose it with the site's one rule
 * (languageRule.ts) from what this browser sent (?lang=, the cookies that mirror storage, its
 * language list), so the browser starts from it instead of deciding again; from then on only the
 * visitor's switch and the language banner change it. Storage is brought in step as detection
 * would: a choice made without scripts (the cookies) is stored as chosen by hand, and a first visit
 * (nothing stored, no ?lang=) stores the page's language as detected from the browser. A stored
 * language the server could not see (its cookie gone) is left as it is: the cookies mirror it
 * again at start-up, so the next page is rendered in it.
 */
export function adoptPageLanguage(pageLanguage: Language): Language {
  const storage = safeStorage();
  const cookieChoice = manualLanguageCookie();
  try {
    if (cookieChoice) storeLanguage(storage, cookieChoice, { manual: true });
    else if (storage && !languageFromUrl() && !storedLanguage(storage)) {
      storeDetectedLanguage(storage, pageLanguage);
    }
  } catch (error) {
    console.warn('Could not store the language of the page', error);
  }
  return pageLanguage;
}
