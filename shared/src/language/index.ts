export { languageAtom, languageReadyAtom, type SetLanguageOptions } from './atoms';
export { LanguageDetector, type LanguageDetectorProps } from './LanguageDetector';
export { adoptPageLanguage, detectVisitLanguage } from './pageLanguage';
export { onLanguageRequest, requestLanguage } from './languageRequest';
export { syncLanguageCookies } from './languageCookies';
export { readFlag, safeStorage, STORAGE_KEYS, storeLanguage, writeFlag } from './storage';
export { useLanguage, type LanguageState } from './useLanguage';
export { isLanguage, LANGUAGES, type Language } from './languages';
export { languageFromUrl } from './languageFromUrl';
export { languageBase, languageOfPath, languagePath, routeOfPath } from './languagePath';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_SWITCH_ADDRESS,
  languageOfBrowserList,
  languageOr,
} from './languageRule';
