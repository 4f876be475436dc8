export { languageAtom, languageReadyAtom, type SetLanguageOptions } from './atoms';
export {
  adoptPageLanguage,
  detectVisitLanguage,
  LanguageDetector,
  type LanguageDetectorProps,
} from './LanguageDetector';
export { syncLanguageCookies } from './languageCookies';
export { readFlag, safeStorage, STORAGE_KEYS, writeFlag } from './storage';
export { useLanguage, type LanguageState } from './useLanguage';
export { isLanguage, LANGUAGES, type Language } from './languages';
export { languageFromUrl } from './languageFromUrl';
export { DEFAULT_LANGUAGE, languageOfBrowserList, languageOr } from './languageRule';
