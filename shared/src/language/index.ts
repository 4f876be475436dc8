export { languageAtom, languageReadyAtom } from './atoms';
export { browserLanguages, detectLanguage } from './detectLanguage';
export {
  LanguageContext,
  type LanguageContextValue,
  type SetLanguageOptions,
} from './LanguageContext';
export {
  LanguageProvider,
  MINIMUM_LOADING_MS,
  type LanguageProviderProps,
} from './LanguageProvider';
export { syncLanguageCookies } from './languageCookies';
export { readFlag, safeStorage, STORAGE_KEYS, writeFlag } from './storage';
export { useLanguage } from './useLanguage';
export { isLanguage, LANGUAGES, type Language } from './languages';
export { languageFromUrl } from './languageFromUrl';
