// The entry's language paths (docs/product.md#language-paths): `/ka/…` and `/en/…` are each
// page's own addresses; the spec's unprefixed addresses lead to them. Generated from the language
// definitions (shared/src/language/) when a server starts, as the language rule's maps are
// (languageMaps.ts), so no language, parameter or path is copied into nginx by hand.
import { INTERNAL_ADDRESSES, PREVIEW_ADDRESSES } from '@site/shared/addresses';
import { LANGUAGE_PARAMETER, LANGUAGE_SEGMENT_PATTERN, LANGUAGES } from '@site/shared/definitions';
import { canonicalMove } from './canonicalAddress';

const PLAIN = /^[a-z][a-z0-9_-]*$/;

function plain(value: string, what: string): string {
  if (!PLAIN.test(value)) throw new Error(`languagePaths: ${what} "${value}" is not a plain name`);
  return value;
}

const segment = () => {
  LANGUAGES.forEach((language) => plain(language, 'a language'));
  return LANGUAGE_SEGMENT_PATTERN;
};

/**
 * http-level `map`s the entry's locations read:
 * - `$site_language_of_path`: the language an address's path starts with (the language rule's first
 *   step, languageMaps.ts);
 * - `$site_route_path`: the decoded route path a page's owner renders (`/ka/projects` →
 *   `/projects`), which the route → owner map keys on;
 * - `$site_route_uri`: the route path as the browser sent it and the list parameters it names
 *   (`$site_list_query`, listParameterMaps.ts), for the header's switch: its links name the same
 *   page on the other language's path, never a tracking tag or a credential of this address;
 * - `$site_language_moved`: where an address with `?lang=` moves for good: that language's path,
 *   every `lang` parameter dropped (in any letter case, as nginx reads `$arg_lang`).
 *
 * Named captures are the maps' own (a capture in a map overwrites a rewrite's `$1`; no rewrite
 * here reads `$1` after one of these is evaluated).
 */
export function languagePathMaps(): string {
  const languages = segment();
  const parameter = plain(LANGUAGE_PARAMETER, 'the parameter');
  const dropParameter = (from: string, to: string, tag: string) => [
    `map ${from} ${to} {`,
    String.raw`  "~*^(?<site_lang_${tag}_before>&(?:[^&]*&)*?)${parameter}(?:=[^&]*)?&(?<site_lang_${tag}_after>.*)$" "$site_lang_${tag}_before$site_lang_${tag}_after";`,
    `  default ${from};`,
    '}',
  ];
  return [
    '# Generated from shared/src/language/languagePath.ts (platform/src/composition/languagePaths.ts).',
    'map $request_uri $site_language_of_path {',
    `  "~^/(?<site_path_language>${languages})(?:[/?]|$)" $site_path_language;`,
    '  default "";',
    '}',
    'map $uri $site_route_path {',
    `  "~^/${languages}(?<site_route_rest>/.*)$" $site_route_rest;`,
    `  "~^/${languages}$" /;`,
    '  default $uri;',
    '}',
    'map $site_route_request_path $site_route_uri {',
    '  default $site_route_request_path$site_list_query;',
    '}',
    // The route path as sent, without the slashes an address may end in (`/ka/about/?lang=en`
    // moves to `/en/about` in one step, not by way of `/en/about/`).
    'map $request_uri $site_route_request_path {',
    String.raw`  "~^/${languages}(?<site_route_request_rest>/[^?]*[^/?])/*(?:\?|$)" $site_route_request_rest;`,
    String.raw`  "~^/${languages}/*(?:\?|$)" /;`,
    String.raw`  "~^(?<site_route_request_all>/[^?]*[^/?])/*(?:\?|$)" $site_route_request_all;`,
    '  default /;',
    '}',
    'map "&$args&" $site_lang_args_once {',
    '  default "&$args&";',
    '}',
    ...dropParameter('$site_lang_args_once', '$site_lang_args_twice', 'a'),
    ...dropParameter('$site_lang_args_twice', '$site_lang_args_kept', 'b'),
    // Past two, an address with more `lang` than that is no one's link: its whole query goes, so
    // one move always lands (never a chain of them).
    'map $site_lang_args_kept $site_lang_query {',
    String.raw`  "~*&${parameter}(?:=[^&]*)?&" "";`,
    '  "~^&*$" "";',
    '  "~^&(?<site_lang_kept>.*?)&$" "?$site_lang_kept";',
    '  default "";',
    '}',
    String.raw`map "&$args&" $site_lang_named {`,
    String.raw`  "~*&${parameter}(?:=[^&]*)?&" 1;`,
    '  default "";',
    '}',
    // A GET or HEAD naming a language moves to its path; one naming a value the site has not, to
    // the page's own language's path (the path's, else the rule's). Any other method keeps its
    // address: a browser would send a moved POST again as a GET, losing the form.
    'map "$request_method:$site_lang_named:$site_language_asked" $site_language_moved {',
    `  "~^(?:GET|HEAD):1:(?<site_lang_target>${LANGUAGES.join('|')})$" /$site_lang_target$site_canonical_route_path$site_lang_moved_query;`,
    '  "~^(?:GET|HEAD):1:$" /$site_language$site_canonical_route_path$site_lang_moved_query;',
    '  default "";',
    '}',
    // A language segment spelled another way (`/KA/about`, `/Ka/`, `/%6Ba/about`: the same
    // address to RFC 3986 and to nginx's decoded path, not to the site) moves to the language's
    // own spelling in one step, the rest of the address as its canonical one has it.
    'map $request_uri $site_language_respelled_as {',
    ...LANGUAGES.map((language) => `  "~^/${language}(?:[/?]|$)" "";`),
    ...LANGUAGES.map((language) => {
      const spelled = [...language]
        .map((letter) => `(?:${letter}|%${letter.charCodeAt(0).toString(16)})`)
        .join('');
      return String.raw`  "~*^/${spelled}(?:[/?]|$)" ${language};`;
    }),
    '  default "";',
    '}',
    // The language's own path, the rest of the address canonical (canonicalAddress.ts); with a
    // `?lang=`, the language it names, or else the segment's (never the visitor's rule: the path
    // names one).
    'map "$site_language_respelled_as|$site_lang_named|$site_language_asked" $site_language_respelled {',
    String.raw`  "~^\|" "";`,
    String.raw`  "~^[a-z]+\|1\|(?<site_respelled_asked>${LANGUAGES.join('|')})$" /$site_respelled_asked$site_respelled_rest$site_lang_moved_query;`,
    String.raw`  "~^(?<site_respelled_named>[a-z]+)\|1\|" /$site_respelled_named$site_respelled_rest$site_lang_moved_query;`,
    String.raw`  "~^(?<site_respelled_plain>[a-z]+)\|" /$site_respelled_plain$site_respelled_rest$site_canonical_query;`,
    '}',
    'map "$request_method $site_language_respelled" $site_respelled_read {',
    '  "~^(?:GET|HEAD) (?<site_respelled_read_to>.+)$" $site_respelled_read_to;',
    '  default "";',
    '}',
    'map "$request_method $site_language_respelled" $site_respelled_sent {',
    '  "~^(?:GET|HEAD) " "";',
    '  "~^[^ ]+ (?<site_respelled_sent_to>.+)$" $site_respelled_sent_to;',
    '  default "";',
    '}',
    // A move whose address carries a preview's secret or pass (a credential in its Location) is
    // kept by no cache, a browser's included. So is one that depends on the visitor: an address
    // without a language whose `lang` names none of the site's goes to the visitor's language's
    // path. Every other move depends on the address alone.
    'map "$site_language_of_path|$site_language_asked|$request_uri" $site_moved_cache_control {',
    String.raw`  "~[?&]preview(?:_pass)?=" "private, no-store";`,
    String.raw`  "~^\|\|" "no-store";`,
    '  default "";',
    '}',
    '',
  ].join('\n');
}

/**
 * A page asked for at its language path: sent to the app that owns its route path. A form sent
 * before its scripts ran goes to the owner's form server (a generated location per remote that has
 * one; any other page does not take a POST). A preview link's secret goes on in a header the
 * renderer reads (X-Site-Address), never in an address a hop logs: the query is left behind.
 */
const pageRequest = [
  'set $site_page_owner $page_owner;',
  'set $site_page_path $site_route_path;',
  'if ($request_method = POST) {',
  `  rewrite ^ ${INTERNAL_ADDRESSES.submit}$page_owner$site_page_path last;`,
  '}',
  'if ($args ~ "(^|&)preview=[^&]") {',
  '  set $site_entering_language $site_language;',
  `  rewrite ^ ${PREVIEW_ADDRESSES.enter}? last;`,
  '}',
  `rewrite ^ ${INTERNAL_ADDRESSES.render}$page_owner$site_page_path last;`,
];

/**
 * An address with a byte no browser sends is refused; a language segment spelled another way
 * moves to the language's own spelling: a GET or HEAD for good (301), any other method as sent
 * (308), so a form is not lost. In the language paths'
 * location and in the one for every other address (entry.conf.template's `location /`, where
 * `/KA/about` would otherwise lead to `/en/KA/about`).
 */
export function respelledMove(indent: string): string[] {
  return [
    // A byte no browser sends (nginx.conf: $site_request_unwritten): the not-found page (the
    // server's error_page for 400), before any hop behind reads the address another way. Here, not
    // at the server's level, where the not-found page's own internal redirect would meet it again.
    'if ($site_request_unwritten) {',
    '  return 400;',
    '}',
    // A respelled segment whose normalized path names another page (`/KA/../en/about`): none.
    'if ($site_respelled_wander) {',
    '  return 404;',
    '}',
    'if ($site_respelled_read != "") {',
    '  return 301 $site_respelled_read;',
    '}',
    'if ($site_respelled_sent != "") {',
    '  return 308 $site_respelled_sent;',
    '}',
  ].map((line) => `${indent}${line}`);
}

/**
 * The entry's location for every language path: an address with `?lang=` moves to that language's
 * path (a move carrying a preview's credential is kept by no cache), any other spelling of a page's
 * address to its canonical one (canonicalAddress.ts: `/ka` to `/ka/`, Home's address, a path
 * ending in `/` to the one without, `?PAGE=2` to the list's own; a form posted there with a 308,
 * which keeps it a POST); anything else is the page at the route path, in the path's language
 * (`$site_language`, whose first step is the path).
 */
export function languagePathLocation(): string {
  segment();
  return [
    '# Generated from shared/src/language/languagePath.ts (platform/src/composition/languagePaths.ts).',
    `location ~ ^/(?<site_uri_language>${LANGUAGES.join('|')})(?:/|$) {`,
    '  absolute_redirect off;',
    '  add_header Cache-Control $site_moved_cache_control always;',
    ...respelledMove('  '),
    // The path as nginx decodes and normalizes it must start with the language the address as sent
    // does, where it names one (`/ka/../en/projects` would be one language's route drawn in
    // another's): not a page, and nothing a shared cache keeps. One whose path as sent names none
    // (`//en/about`) moves to its canonical address below.
    '  if ($site_uri_language != $site_language_of_address) {',
    '    add_header Cache-Control "no-store" always;',
    '    return 404;',
    '  }',
    '  if ($site_language_moved != "") {',
    '    return 301 $site_language_moved;',
    '  }',
    ...canonicalMove('  '),
    '  set $site_page_address $uri;',
    ...pageRequest.map((line) => `  ${line}`),
    '}',
    '',
  ].join('\n');
}
