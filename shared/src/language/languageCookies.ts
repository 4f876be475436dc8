import { readFlag, STORAGE_KEYS } from './storage';
import { isLanguage, type Language } from './languages';
import { LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './languageRule';

/**
 * Copies the stored language and the manually-set flag into cookies of the same names
 * (`language`, `languageSetManually`), so the server, which cannot read localStorage, renders the
 * next visit in the language this browser will choose. Storage stays the source of truth.
 */
export function syncLanguageCookies(storage: Storage | undefined): void {
  if (typeof document === 'undefined') return;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(STORAGE_KEYS.language) ?? null;
  } catch {
    stored = null;
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const write = (name: string, value: string | null) => {
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${value}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  };
  write(STORAGE_KEYS.language, isLanguage(stored) ? stored : null);
  write(STORAGE_KEYS.setManually, readFlag(storage, STORAGE_KEYS.setManually) ? 'true' : null);
}

/**
 * The language the cookies say the visitor chose by hand (`language` with
 * `languageSetManually=true`), or null. Scripts keep these cookies equal to storage; the server
 * sets them alone when a visitor follows an old switch link (`/language/<ka|en>…`, the entry's
 * nginx), so cookies that differ from storage hold the newer choice
 * (docs/product.md#language-choice).
 */
export function manualLanguageCookie(
  cookies = typeof document === 'undefined' ? '' : document.cookie,
): Language | null {
  const values = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const [name = '', ...value] = part.trim().split('=');
    // The first of two cookies with one name is the one the server reads too.
    if (!values.has(name)) values.set(name, value.join('='));
  }
  const language = values.get(STORAGE_KEYS.language);
  return values.get(STORAGE_KEYS.setManually) === 'true' && isLanguage(language) ? language : null;
}
