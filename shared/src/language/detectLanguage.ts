import { isLanguage, type Language } from './languages';
import { DEFAULT_LANGUAGE, languageOfBrowserList } from './languageRule';
import { STORAGE_KEYS, storeDetectedLanguage, storeLanguage } from './storage';

/**
 * The language a visit starts in (docs/product.md#language-choice):
 * 1. a language the cookies say was chosen by hand (`cookieChoice`, manualLanguageCookie): made
 *    where no script ran, so newer than storage, and stored with the manually-set flag;
 * 2. a stored language with the manually-set flag; 3. a stored, previously detected language;
 * 4. the browser's language list (the site's rule, languageRule.ts: an entry starting with `ka`
 *    or naming Georgian gives ka, otherwise en), stored with the detected-from-browser flag;
 * 5. on any failure, the default language (en).
 */
export function detectLanguage(
  storage: Storage | undefined,
  browserLanguages: readonly string[],
  cookieChoice: Language | null = null,
): Language {
  try {
    if (!storage) throw new Error('localStorage is not available');
    if (cookieChoice) {
      storeLanguage(storage, cookieChoice, { manual: true });
      return cookieChoice;
    }
    const stored = storage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored) && storage.getItem(STORAGE_KEYS.setManually) === 'true') return stored;
    if (isLanguage(stored)) return stored;
    const detected = languageOfBrowserList(browserLanguages);
    storeDetectedLanguage(storage, detected);
    return detected;
  } catch (error) {
    console.error('Language detection failed, falling back to English', error);
    return DEFAULT_LANGUAGE;
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
