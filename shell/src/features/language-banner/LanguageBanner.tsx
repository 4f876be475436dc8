import { useEffect, useRef, useState } from 'react';
import { getSiteConfig } from '@site/shared/config';
import { useTexts, type Language } from '@site/shared/i18n';
import {
  languageFromUrl,
  readFlag,
  safeStorage,
  STORAGE_KEYS,
  syncLanguageCookies,
  useLanguage,
  writeFlag,
} from '@site/shared/language';
import { CloseIcon } from '../../icons/Icons';
import { shellTexts } from '../../texts/shellTexts';
import { lookupCountry } from './lookupCountry';
import { suggestLanguage } from './suggestLanguage';
import styles from './LanguageBanner.module.scss';

/** docs/product.md#language-banner: the country is looked up this long after load. */
export const BANNER_DELAY_MS = 1000;

export interface LanguageBannerProps {
  lookup?: typeof lookupCountry;
  delayMs?: number;
}

function suppressed(): boolean {
  const storage = safeStorage();
  return (
    readFlag(storage, STORAGE_KEYS.setManually) ||
    readFlag(storage, STORAGE_KEYS.bannerDismissed) ||
    // A visit opened on a language's own address (?lang=) has its language chosen already.
    languageFromUrl() !== null
  );
}

/**
 * Suggests the other language from the visitor's country, once (docs/product.md#language-banner).
 */
export function LanguageBanner({
  lookup = lookupCountry,
  delayMs = BANNER_DELAY_MS,
}: LanguageBannerProps) {
  const { language, setLanguage, ready } = useLanguage();
  const t = useTexts(shellTexts);
  const [suggestion, setSuggestion] = useState<Language | null>(null);
  const [dismissed, setDismissed] = useState(false);
  // The suggestion is fixed once, against the language in use when the answer arrives.
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  useEffect(() => {
    if (!ready || suppressed()) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      // A visitor who chose a language in the meantime is not asked again.
      if (suppressed()) return;
      void lookup(getSiteConfig().geo).then((found) => {
        if (!cancelled && !suppressed()) setSuggestion(suggestLanguage(found, languageRef.current));
      });
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [ready, lookup, delayMs]);

  if (!suggestion || dismissed || suggestion === language) return null;

  const storage = safeStorage();
  const accept = () => {
    setLanguage(suggestion, { manual: false });
    writeFlag(storage, STORAGE_KEYS.bannerDismissed);
    setDismissed(true);
  };
  const decline = () => {
    writeFlag(storage, STORAGE_KEYS.bannerDismissed);
    writeFlag(storage, STORAGE_KEYS.setManually);
    syncLanguageCookies(storage);
    setDismissed(true);
  };
  const close = () => {
    writeFlag(storage, STORAGE_KEYS.bannerDismissed);
    setDismissed(true);
  };

  return (
    <section className={styles.banner} aria-label={t.banner.label}>
      <div className={styles.inner}>
        <p className={styles.message} role="status">
          {suggestion === 'ka' ? t.banner.suggestKa : t.banner.suggestEn}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.accept} onClick={accept} lang={suggestion}>
            {suggestion === 'ka' ? t.banner.acceptKa : t.banner.acceptEn}
          </button>
          <button type="button" className={styles.decline} onClick={decline}>
            {t.banner.decline}
          </button>
        </div>
        <button type="button" className={styles.close} onClick={close} aria-label={t.banner.close}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
