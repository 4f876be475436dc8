import { createContext } from 'react';
import type { Language } from './languages';

export interface SetLanguageOptions {
  manual?: boolean;
}

export interface LanguageContextValue {
  language: Language;
  /**
   * Sets and stores the language and marks it as chosen by the visitor. `{ manual: false }`
   * (accepting the language banner's suggestion) stores it without the manually-set flag.
   */
  setLanguage: (language: Language, options?: SetLanguageOptions) => void;
  /** False while start-up detection runs. */
  ready: boolean;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);
