import { isLanguage, type Language } from './languages';

// The storage keys (docs/product.md#language-choice), in localStorage.
export const STORAGE_KEYS = {
  language: 'language',
  setManually: 'languageSetManually',
  bannerDismissed: 'languageBannerDismissed',
  detectedFromBrowser: 'detectedFromBrowser',
} as const;

/** localStorage, or undefined where it cannot be used (private modes, blocked storage). */
export function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readFlag(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeFlag(storage: Storage | undefined, key: string): void {
  try {
    storage?.setItem(key, 'true');
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

/**
 * Stores a language and, when the visitor chose it by hand, the manually-set flag. Storage that
 * refuses is logged: the language still holds for this visit.
 */
export function storeLanguage(
  storage: Storage | undefined,
  language: Language,
  { manual }: { manual: boolean },
): void {
  try {
    storage?.setItem(STORAGE_KEYS.language, language);
    if (manual) storage?.setItem(STORAGE_KEYS.setManually, 'true');
  } catch (error) {
    console.warn('Could not store the chosen language', error);
  }
}

/** Stores the language detected from the browser's list, with the detected-from-browser flag. */
export function storeDetectedLanguage(storage: Storage, language: Language): void {
  storage.setItem(STORAGE_KEYS.language, language);
  storage.setItem(STORAGE_KEYS.detectedFromBrowser, 'true');
}

/** The stored language, or null (none, or storage that cannot be read). */
export function storedLanguage(storage: Storage | undefined): Language | null {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}
