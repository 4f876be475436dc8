import { isLanguage, type Language } from './languages';
import { STORAGE_KEYS } from './storage';

/**
 * The language a visit starts in (docs/product.md#language-choice):
 * 1. a stored language with the manually-set flag; 2. a stored, previously detected language;
 * 3. the browser's language list (an entry starting with `ka` or naming Georgian gives ka,
 *    otherwise en), stored with the detected-from-browser flag; 4. on any failure, en.
 */
export function detectLanguage(
  storage: Storage | undefined,
  browserLanguages: readonly string[],
): Language {
  try {
    if (!storage) throw new Error('localStorage is not available');
    const stored = storage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored) && storage.getItem(STORAGE_KEYS.setManually) === 'true') return stored;
    if (isLanguage(stored)) return stored;
    const detected: Language = browserLanguages.some((entry) => {
      const lower = entry.toLowerCase();
      return lower.startsWith('ka') || lower.includes('georgian');
    })
      ? 'ka'
      : 'en';
    storage.setItem(STORAGE_KEYS.language, detected);
    storage.setItem(STORAGE_KEYS.detectedFromBrowser, 'true');
    return detected;
  } catch (error) {
    console.error('Language detection failed, falling back to English', error);
    return 'en';
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
