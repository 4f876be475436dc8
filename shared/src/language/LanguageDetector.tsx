import { useAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import type { Language } from './languages';
import { languageAtom, languageReadyAtom } from './atoms';
import { syncLanguageCookies } from './languageCookies';
import { detectVisitLanguage } from './pageLanguage';
import { safeStorage } from './storage';

/** The spinner stays at least this long so start-up never flashes (docs/product.md#start-up). */
export const MINIMUM_LOADING_MS = 50;

export interface LanguageDetectorProps {
  children: ReactNode;
  /** Where the language comes from; defaults to the address, then storage and the browser. */
  detect?: () => Language;
  minimumLoadingMs?: number;
}

/**
 * Runs start-up language detection once and keeps `<html lang>` and the language cookies in step
 * with the language atoms. It holds no state of its own: `useLanguage()` reads the atoms.
 */
export function LanguageDetector({
  children,
  detect = detectVisitLanguage,
  minimumLoadingMs = MINIMUM_LOADING_MS,
}: LanguageDetectorProps) {
  const [language, setLanguage] = useAtom(languageAtom);
  const [ready, setReady] = useAtom(languageReadyAtom);
  const [detectOnce] = useState(() => detect);
  useEffect(() => {
    if (ready) return undefined;
    const detected = detectOnce();
    const timer = window.setTimeout(() => {
      setLanguage(detected);
      setReady(true);
    }, minimumLoadingMs);
    return () => window.clearTimeout(timer);
  }, [detectOnce, minimumLoadingMs, ready, setLanguage, setReady]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // Detection may have stored a language: the server reads it from the cookie next time.
  useEffect(() => {
    if (ready) syncLanguageCookies(safeStorage());
  }, [ready]);

  return children;
}
