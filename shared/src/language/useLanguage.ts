import { useAtomValue, useSetAtom } from 'jotai';
import type { Language } from './languages';
import {
  chooseLanguageAtom,
  languageAtom,
  languageReadyAtom,
  type SetLanguageOptions,
} from './atoms';

export interface LanguageState {
  language: Language;
  /**
   * Sets and stores the language and marks it as chosen by the visitor. `{ manual: false }`
   * (accepting the language banner's suggestion) stores it without the manually-set flag.
   */
  setLanguage: (language: Language, options?: SetLanguageOptions) => void;
  /** False while start-up detection runs. */
  ready: boolean;
}

export function useLanguage(): LanguageState {
  return {
    language: useAtomValue(languageAtom),
    setLanguage: useSetAtom(chooseLanguageAtom),
    ready: useAtomValue(languageReadyAtom),
  };
}
