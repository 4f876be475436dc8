// The content cache's key and the language switch read a list's parameters as the content remote
// does (shared/src/lists/listParameters.ts): these maps are generated from the same patterns when a
// server starts (compose.ts writes them to list-parameters.conf), never written by hand.
import {
  LIST_PARAMETER_DEFAULTS,
  LIST_PARAMETER_NAMES,
  listParameterPattern,
} from '@site/shared/definitions';

/**
 * nginx `map`s: `$site_list_<name>`, each list parameter's value as the renderer reads it, and
 * `$site_list_query`, those the request names as one query in one order (`?page=2&status=ongoing`,
 * or empty), as listQuery() writes it in the browser.
 */
export function listParameterMaps(): string {
  return [
    '# Generated from shared/src/lists/listParameters.ts (platform/src/composition/listParameterMaps.ts).',
    // The query of the request as sent, not $args: in an SSI include (the shell's header, whose
    // switch names this page) $args is the include's own, and $request_uri still the page's. Up
    // to a `#`, as the renderer's `new URL` reads it (a browser never sends one).
    'map $request_uri $site_request_query {',
    String.raw`  "~^[^?#]*\?(?<site_request_query_all>[^#]*)" $site_request_query_all;`,
    '  default "";',
    '}',
    ...LIST_PARAMETER_NAMES.flatMap((name) => [
      `map $site_request_query $site_list_${name} {`,
      `  "~${listParameterPattern(name, `list_${name}`)}" $list_${name};`,
      '  default "";',
      '}',
      `map $site_list_${name} $site_list_pair_${name} {`,
      '  "" "";',
      ...(LIST_PARAMETER_DEFAULTS[name] === undefined
        ? []
        : [`  "${LIST_PARAMETER_DEFAULTS[name]}" "";`]),
      `  default "&${name}=$site_list_${name}";`,
      '}',
    ]),
    `map "${LIST_PARAMETER_NAMES.map((name) => `$site_list_pair_${name}`).join('')}" $site_list_query {`,
    '  "" "";',
    '  "~^&(?<site_list_pairs>.*)$" "?$site_list_pairs";',
    '}',
    '',
  ].join('\n');
}
