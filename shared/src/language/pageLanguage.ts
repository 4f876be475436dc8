// How a page's language is taken up in the browser, with no React: the shell's start script runs
// it on a page the server drew before any of the shell's code is loaded.
import type { Language } from './languages';
import { browserLanguages, detectLanguage } from './detectLanguage';
import { languageFromUrl } from './languageFromUrl';
import { manualLanguageCookie } from './languageCookies';
import { languageOfPath } from './languagePath';
import { languageOfBrowserList } from './languageRule';
import { safeStorage, storedLanguage, storeDetectedLanguage, storeLanguage } from './storage';

/**
 * The language of this visit as the browser decides it (docs/product.md#language-choice): the
 * address's language path (`/ka/…`), which wins over any stored choice as the entry's does
 * (docs/product.md#language-paths); then `?lang=` (old addresses, which the entry moves to their
 * language path before a page is sent); then a choice made without scripts (the cookies), then the
 * stored choice, then the browser's languages. The client-rendered (fallback) document calls it at
 * start-up; a server-rendered page whose language is none of the site's, before drawing afresh.
 */
export function detectVisitLanguage(): Language {
  const onPath = typeof window === 'undefined' ? null : languageOfPath(window.location.pathname);
  // Taken up as a server-rendered page's is: storage is brought in step, the path's language is
  // not stored over a language stored already.
  if (onPath) return adoptPageLanguage(onPath);
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
 * A server-rendered page's language is the visit's: the entry took it from the language path, or
 * chose it with the site's one rule (languageRule.ts) from what this browser sent (the cookies that
 * mirror storage, its language list), so the browser starts from it instead of deciding again;
 * from then on only the address (docs/product.md#language-paths), the visitor's switch and the
 * language banner change it. Storage is brought in step as detection would: a choice made without
 * scripts (the cookies) is stored as chosen by hand, and a first visit (nothing stored) stores, as
 * detected, the language the browser's own list gives, which the entry's rule gives this visitor
 * too, not the page's: a shared Georgian link opened by an English browser reads Georgian, and the
 * visitor's unprefixed addresses still lead to English, as the rule says, until they choose. A
 * stored language is never replaced by the page's: a language path wins for its own page, not for
 * the visitor's next plain visit. A stored
 * language the server could not see (its cookie gone) is left as it is: the cookies mirror it
 * again at start-up, so the next unprefixed address leads to it. (`?lang=` addresses never reach a
 * page any more, the entry moves them; one that did would store nothing, as before.)
 */
export function adoptPageLanguage(pageLanguage: Language): Language {
  const storage = safeStorage();
  const cookieChoice = manualLanguageCookie();
  try {
    if (cookieChoice) storeLanguage(storage, cookieChoice, { manual: true });
    else if (storage && !languageFromUrl() && !storedLanguage(storage)) {
      storeDetectedLanguage(storage, languageOfBrowserList(browserLanguages()));
    }
  } catch (error) {
    console.warn('Could not store the language of the page', error);
  }
  return pageLanguage;
}
