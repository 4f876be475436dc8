import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from './languages';
import { languageAtom, languageReadyAtom } from './atoms';
import { browserLanguages, detectLanguage } from './detectLanguage';
import { languageFromUrl } from './languageFromUrl';
import {
  LanguageContext,
  type LanguageContextValue,
  type SetLanguageOptions,
} from './LanguageContext';
import { syncLanguageCookies } from './languageCookies';
import { safeStorage, STORAGE_KEYS } from './storage';

/** The spinner stays at least this long so start-up never flashes (spec §9). */
export const MINIMUM_LOADING_MS = 50;

export interface LanguageProviderProps {
  children: ReactNode;
  /** Where the language comes from; defaults to storage + browser detection. */
  detect?: () => Language;
  minimumLoadingMs?: number;
}

const defaultDetect = () => languageFromUrl() ?? detectLanguage(safeStorage(), browserLanguages());

export function LanguageProvider({
  children,
  detect = defaultDetect,
  minimumLoadingMs = MINIMUM_LOADING_MS,
}: LanguageProviderProps) {
  const [language, setLanguageState] = useAtom(languageAtom);
  const [ready, setReady] = useAtom(languageReadyAtom);
  const [detect0] = useState(() => detect);

  useEffect(() => {
    if (ready) return undefined;
    const detected = detect0();
    const timer = window.setTimeout(() => {
      setLanguageState(detected);
      setReady(true);
    }, minimumLoadingMs);
    return () => window.clearTimeout(timer);
  }, [detect0, minimumLoadingMs, ready, setLanguageState, setReady]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // After detection (which may store a language) and after every change of language.
  useEffect(() => {
    if (ready) syncLanguageCookies(safeStorage());
  }, [language, ready]);

  const setLanguage = useCallback(
    (next: Language, { manual = true }: SetLanguageOptions = {}) => {
      setLanguageState(next);
      const storage = safeStorage();
      try {
        storage?.setItem(STORAGE_KEYS.language, next);
        if (manual) storage?.setItem(STORAGE_KEYS.setManually, 'true');
      } catch (error) {
        console.warn('Could not store the chosen language', error);
      }
      syncLanguageCookies(storage);
    },
    [setLanguageState],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({ language, setLanguage, ready }),
    [language, setLanguage, ready],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
