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

/**
 * A pattern (a regular expression's source, the same in JS and PCRE, read without regard to letter
 * case) that finds, in a browser's language list written as Accept-Language writes it
 * (`en-US,ka;q=0.8`), an entry of the marked language: its tag is `prefix` or starts with `prefix-`
 * (`ka`, `ka-GE`; never `kab`, another language), or its tag holds `name`; and the browser accepts
 * it: no weight of 0 (`ka;q=0` says "not Georgian", RFC 9110). The entry's place in the list does
 * not matter (docs/product.md#language-choice). The entry's nginx reads the header with it
 * (languageMaps.ts), the browser its navigator.languages joined the same way.
 */
export function browserListPattern({ prefix, name }: { prefix: string; name: string }): string {
  // Space is HTTP's (a space or a tab), not a regular expression's \s, which differs between the
  // two engines (JS's takes a no-break space, PCRE's does not). No two neighbouring parts take
  // the same characters, so a long header costs time in step with its length (a run of
  // thousands of spaces must not make an nginx worker spin).
  const space = '[ \\t]*';
  // A tag that holds `name` is taken whole, once (a look-ahead is atomic in both engines): a tag
  // that holds it a thousand times, refused with q=0, must not be tried at each of them.
  const holder = `site_browser_${name}`;
  const tag = `(?:${prefix}(?:-[a-z0-9-]*)?|(?=(?<${holder}>[^,; \\t]*${name}[^,; \\t]*))\\k<${holder}>)`;
  const notRefused = `(?!${space};${space}q${space}=${space}0(?:\\.0{0,3})?${space}(?:[,;]|$))`;
  return `(?:^|,)${space}${tag}${notRefused}${space}(?:;[^,]*)?(?:,|$)`;
}

const BROWSER_LIST_PATTERNS = BROWSER_LIST_MARKERS.map((marker) => ({
  language: marker.language,
  pattern: new RegExp(browserListPattern(marker), 'i'),
}));

/**
 * The language the browser's language list asks for: navigator.languages (entries without
 * weights), or Accept-Language's entries (`ka;q=0.8`).
 */
export function languageOfBrowserList(entries: readonly string[]): Language {
  const list = entries.map((entry) => entry.trim()).join(',');
  return (
    BROWSER_LIST_PATTERNS.find(({ pattern }) => pattern.test(list))?.language ?? DEFAULT_LANGUAGE
  );
}
