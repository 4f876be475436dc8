// The canonical address of a page on a language path (docs/product.md#language-paths): its path as
// nginx normalizes it (decoded once, dot segments and repeated slashes gone, no trailing slash) and
// its list parameters named as listQueryIsCanonical reads them (shared/src/lists/). Another spelling
// of the same page moves there in one step, so what a visitor, a crawler and every hop behind the
// entry read is one address. Generated when a server starts (compose.ts: canonical-address.conf),
// from the same definitions the browser and the renderer read.
import { LANGUAGES, listQueryRespelledPatterns } from '@site/shared/definitions';

// The characters a normalized path may hold and still be written back as it is: RFC 3986's
// unreserved ones and the sub-delimiters a path keeps, without those nginx would read in a
// Location as something else. A path that decodes to anything else (`%3F`, `%25`, a space,
// non-ASCII letters) is left as it was sent: its spelling is the only one that names it.
// (The hyphen first: anywhere else in a class it would make a range.)
const WRITABLE = String.raw`-A-Za-z0-9._~!*+,;=:@`;

/**
 * http-level `map`s for the entry's language-path location:
 * - `$site_normal_path`: the path as nginx normalized it, without the slashes a page's address
 *   ends in (`/ka/` keeps its own), or empty when it cannot be written back as it is;
 * - `$site_list_state`: `respelled` when the query names a list parameter in a way the canonical
 *   address does not (`?PAGE=2`, `?page=1`, `?page=2&page=3`), else `named`;
 * - `$site_canonical_read` / `$site_canonical_sent`: where a GET or HEAD (301) / any other
 *   method (308, which keeps a form a POST) moves, or empty for a canonical address. The path as
 *   normalized, and the query as sent, or only its list parameters when those were respelled.
 */
export function canonicalAddressMaps(): string {
  const languages = LANGUAGES.join('|');
  return [
    '# Generated from shared/src/lists/listParameters.ts (platform/src/composition/canonicalAddress.ts).',
    'map $uri $site_normal_path {',
    String.raw`  "~^(?<site_normal_home>/(?:${languages}))/*$" $site_normal_home/;`,
    String.raw`  "~^(?<site_normal_page>/(?:${languages})/[${WRITABLE}/]*[${WRITABLE}])/*$" $site_normal_page;`,
    '  default "";',
    '}',
    // The path as sent without the slashes it ends in (Home's own kept), for a path that cannot be
    // written back as decoded: cut from the spelling as sent, never from the decoded path (whose
    // `%3F` is a `?`).
    'map $site_request_path $site_request_path_trimmed {',
    String.raw`  "~^(?<site_request_trimmed>/.*[^/])/+$" $site_request_trimmed;`,
    '  default $site_request_path;',
    '}',
    'map $site_normal_path $site_canonical_path {',
    '  "" $site_request_path_trimmed;',
    '  default $site_normal_path;',
    '}',
    'map "$site_canonical_path|$site_request_path" $site_path_state {',
    String.raw`  "~^(?<site_path_same>[^|]+)\|\k<site_path_same>$" normal;`,
    '  default moved;',
    '}',
    // A query holding a preview's secret or pass is the preview's to answer (it moves to the
    // address without them, preview-enter.conf); what is left moves here next.
    'map "&$site_request_query&" $site_list_state {',
    // (A secret the preview checks; a pass only in its own form, as $site_preview_pass reads it.)
    String.raw`  "~&preview=[^&]" named;`,
    String.raw`  "~&preview_pass=[0-9]{1,12}\.[A-Za-z0-9_-]{43}&" named;`,
    ...listQueryRespelledPatterns().map((pattern) => `  "~${pattern}" respelled;`),
    '  default named;',
    '}',
    // The route path and query a `?lang=` move goes to on the other language's path: canonical
    // as above, so that move is the only one (languagePaths.ts).
    // The language an address's normalized path names where the path as sent names none
    // (`//en/about`, `/./en/about`): a spelling of that page. One whose path as sent names another
    // language (`/ka/../en/projects`) is no page (languagePaths.ts).
    // (Not through an encoded slash: `/ka%2Fprojects` is one segment to RFC 3986, no language's.)
    'map "$site_language_of_path|$site_normal_path|$site_request_path" $site_language_of_address {',
    String.raw`  "~*^\|/(?<site_address_language>${languages})/[^|]*\|(?!.*%2f)" $site_address_language;`,
    String.raw`  "~^(?<site_sent_language>[^|]*)\|" $site_sent_language;`,
    '}',
    // The rest of the path after its first segment, for a language segment spelled another way
    // (`/KA/about`, `/%6Ba/./about`): normalized when it can be written back, else as sent; then
    // the canonical query, so that move is the only one too.
    // Only where the normalized path still starts with that language: `/KA/../en/about` names
    // another page than `/ka/…`, and is none (`!`, languagePaths.ts: $site_respelled_wander).
    'map "$site_language_respelled_as|$uri" $site_normal_rest {',
    String.raw`  "~*^(?<site_rl_page>[a-z]+)\|/\k<site_rl_page>(?<site_normal_rest_page>/[${WRITABLE}/]*[${WRITABLE}])/*$" $site_normal_rest_page;`,
    String.raw`  "~*^(?<site_rl_home>[a-z]+)\|/\k<site_rl_home>/*$" /;`,
    String.raw`  "~*^(?<site_rl_sent>[a-z]+)\|/\k<site_rl_sent>/" "";`,
    String.raw`  "~^[a-z]+\|" !;`,
    '  default "";',
    '}',
    'map $site_normal_rest $site_respelled_wander {',
    '  ! 1;',
    '  default "";',
    '}',
    'map $site_request_path_trimmed $site_sent_rest {',
    String.raw`  "~^/[^/]+(?<site_sent_rest_page>/.*)$" $site_sent_rest_page;`,
    '  default /;',
    '}',
    'map $site_normal_rest $site_respelled_rest {',
    '  "" $site_sent_rest;',
    '  default $site_normal_rest;',
    '}',
    // Any path as nginx normalized it, when it can be written back: an address without a
    // language (`//services?lang=ka`) moves in one step too.
    'map $uri $site_normal_any {',
    String.raw`  "~^(?<site_normal_any_path>/[${WRITABLE}/]*[${WRITABLE}])/*$" $site_normal_any_path;`,
    String.raw`  "~^/+$" /;`,
    '  default "";',
    '}',
    // (A respelled language segment never gets here: its own move, which takes a `?lang=` into
    // account, comes first; languagePaths.ts.)
    'map "$site_canonical_path|$site_normal_any" $site_canonical_route_path {',
    String.raw`  "~^/(?:${languages})(?<site_canonical_route>/[^|]*)\|" $site_canonical_route;`,
    String.raw`  "~^[^|]*\|(?<site_canonical_route_normal>/[^|]*)$" $site_canonical_route_normal;`,
    String.raw`  "~^(?<site_canonical_route_sent>[^|]*)\|" $site_canonical_route_sent;`,
    '}',
    'map $site_list_state $site_lang_moved_query {',
    '  respelled $site_list_query;',
    '  default $site_lang_query;',
    '}',
    'map $request_uri $site_query_as_sent {',
    String.raw`  "~^[^?#]*(?<site_query_sent>\?[^#]+)" $site_query_sent;`,
    '  default "";',
    '}',
    'map $site_list_state $site_canonical_query {',
    '  respelled $site_list_query;',
    '  default $site_query_as_sent;',
    '}',
    'map "$site_path_state:$site_list_state" $site_canonical_address {',
    '  normal:named "";',
    '  default $site_canonical_path$site_canonical_query;',
    '}',
    'map "$request_method $site_canonical_address" $site_canonical_read {',
    '  "~^(?:GET|HEAD) (?<site_canonical_read_to>.+)$" $site_canonical_read_to;',
    '  default "";',
    '}',
    'map "$request_method $site_canonical_address" $site_canonical_sent {',
    '  "~^(?:GET|HEAD) " "";',
    '  "~^[^ ]+ (?<site_canonical_sent_to>.+)$" $site_canonical_sent_to;',
    '  default "";',
    '}',
    '',
  ].join('\n');
}

/** The entry's move of a page's address spelled another way to its canonical one. */
export function canonicalMove(indent: string): string[] {
  return [
    'if ($site_canonical_read != "") {',
    '  return 301 $site_canonical_read;',
    '}',
    'if ($site_canonical_sent != "") {',
    '  return 308 $site_canonical_sent;',
    '}',
  ].map((line) => `${indent}${line}`);
}
