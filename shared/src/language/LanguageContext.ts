import { createContext } from 'react';
import type { Language } from '../i18n/types';

export interface LanguageContextValue {
  language: Language;
  /** Sets, stores and marks the language as chosen by the visitor. */
  setLanguage: (language: Language) => void;
  /** False while start-up detection runs. */
  ready: boolean;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);
