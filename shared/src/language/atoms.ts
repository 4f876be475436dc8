import { atom } from 'jotai';
import type { Language } from './languages';
import { syncLanguageCookies } from './languageCookies';
import { safeStorage, storeLanguage } from './storage';

// The language lives in these atoms only. jotai's default store belongs to the @site/shared
// singleton, so every React root on the page (the shell's and each remote's) reads the same value.

// Start-up shows English while detection runs (docs/product.md#start-up); `languageReadyAtom` ends
// the spinner.
export const languageAtom = atom<Language>('en');
export const languageReadyAtom = atom(false);

export interface SetLanguageOptions {
  /** false (accepting the banner's suggestion): stored without the manually-set flag. */
  manual?: boolean;
}

/** Sets and stores the language; by default it counts as chosen by the visitor. */
export const chooseLanguageAtom = atom(
  null,
  (_get, set, next: Language, { manual = true }: SetLanguageOptions = {}) => {
    set(languageAtom, next);
    const storage = safeStorage();
    storeLanguage(storage, next, { manual });
    syncLanguageCookies(storage);
  },
);
