// The entry's nginx applies the site's language rule (shared/src/language/languageRule.ts) before
// any script runs: these maps are generated from that rule's values when a server starts
// (compose.ts writes them to language.conf), never written by hand.
import {
  BROWSER_LIST_MARKERS,
  browserListPattern,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGES,
} from '@site/shared/definitions';
import { languagePathMaps } from './languagePaths';

const PLAIN = /^[a-z][a-z0-9_-]*$/;

function plain(value: string, what: string): string {
  if (!PLAIN.test(value)) throw new Error(`languageMaps: ${what} "${value}" is not a plain name`);
  return value;
}

/**
 * Exactly one of the site's languages, letter case included as isLanguage() reads it (a map's plain
 * strings would ignore case).
 */
const exactLanguages = () => LANGUAGES.map((language) => `  "~^${language}$" ${language};`);

/**
 * nginx `map`s: `$site_language`, the language of the visit, for the entry (the address's language
 * path, asked, stored, then the browser's list, then the default); `$site_page_language`, the language a page's owner
 * renders in, from the entry's X-Site-Language header (the default without one).
 */
export function languageMaps(): string {
  const parameter = plain(LANGUAGE_PARAMETER, 'the parameter');
  const cookie = plain(LANGUAGE_COOKIE, 'the cookie');
  const alternatives = LANGUAGES.join('|');
  // nginx's $http_accept_language is the whole header, read with the browser's own pattern.
  const browser = BROWSER_LIST_MARKERS.map(
    ({ language, prefix, name }) =>
      `  "~*${browserListPattern({ prefix: plain(prefix, 'a prefix'), name: plain(name, 'a name') })}" ${language};`,
  );
  return [
    '# Generated from shared/src/language/languageRule.ts (platform/src/composition/languageMaps.ts).',
    // The value in any letter case, as languageFromUrl() reads it (`?lang=KA` is Georgian).
    `map $arg_${parameter} $site_language_asked {`,
    ...LANGUAGES.map((language) => `  "~*^${language}$" ${language};`),
    '  default "";',
    '}',
    `map $cookie_${cookie} $site_language_stored {`,
    ...exactLanguages(),
    '  default "";',
    '}',
    'map $http_accept_language $site_language_browser {',
    ...browser,
    `  default ${DEFAULT_LANGUAGE};`,
    '}',
    // The language path first (`/ka/…`, languagePaths.ts): a page's own address says its language.
    'map "$site_language_of_path:$site_language_asked:$site_language_stored:$site_language_browser" $site_language {',
    `  "~^(?<by_path>${alternatives}):" $by_path;`,
    `  "~^:(?<asked>${alternatives}):" $asked;`,
    `  "~^::(?<stored>${alternatives}):" $stored;`,
    `  "~^:::(?<browser>${alternatives})$" $browser;`,
    `  default ${DEFAULT_LANGUAGE};`,
    '}',
    // Plain strings, not regular expressions: a regex map evaluated inside `rewrite` would replace
    // the rewrite's own $1 (prerendered.conf.template). The entry only ever sends ka or en.
    'map $http_x_site_language $site_page_language {',
    ...LANGUAGES.map((language) => `  ${language} ${language};`),
    `  default ${DEFAULT_LANGUAGE};`,
    '}',
    '',
    languagePathMaps(),
  ].join('\n');
}
