import { isLanguage, type Language } from './languages';
import { STORAGE_KEYS } from './storage';

// The site's one rule for the language of a visit (docs/product.md#language-choice), written once:
// the browser applies it through these functions, and the entry's nginx through maps generated
// from the same values (platform/src/composition/languageMaps.ts), so the two cannot drift apart.
// In order: the address's language path (languagePath.ts; `?lang=`, which the entry moves to a
// language path, where no entry stands in front), then the stored language (the `language`
// cookie mirrors localStorage for the server), then the browser's language list, then
// DEFAULT_LANGUAGE (docs/product.md#language-choice).

/** The language of a visit that names none: a browser list without Georgian, or no list at all. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The address's parameter that chooses the language of one visit. */
export const LANGUAGE_PARAMETER = 'lang';

/** The cookie that mirrors the stored language, so the server renders the browser's choice. */
export const LANGUAGE_COOKIE = STORAGE_KEYS.language;

/** The cookie that mirrors the manually-set flag: a choice the language banner must respect. */
export const MANUAL_LANGUAGE_COOKIE = STORAGE_KEYS.setManually;

/** How long the two cookies keep a choice. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The switcher's old links, `<this><language><page>` (from before language paths; the switch now
 * links to the page's language path), which the entry still answers by setting the two cookies
 * and sending the visitor to that page on the chosen language's path.
 */
export const LANGUAGE_SWITCH_ADDRESS = '/language/';

/**
 * How an entry of the browser's language list names a language other than the default: it starts
 * with `prefix` or contains `name`, in any letter case ("ka-GE", "Georgian").
 */
export const BROWSER_LIST_MARKERS: readonly { language: Language; prefix: string; name: string }[] =
  [{ language: 'ka', prefix: 'ka', name: 'georgian' }];

/** `value` when it is a language of the site (exactly, letter case included), else the default. */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language the browser's language list asks for (navigator.languages, or Accept-Language's). */
export function languageOfBrowserList(entries: readonly string[]): Language {
  const lower = entries.map((entry) => entry.trim().toLowerCase());
  const marked = BROWSER_LIST_MARKERS.find(({ prefix, name }) =>
    lower.some((entry) => entry.startsWith(prefix) || entry.includes(name)),
  );
  return marked?.language ?? DEFAULT_LANGUAGE;
}
