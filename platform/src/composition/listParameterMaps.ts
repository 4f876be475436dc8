// The content cache's key reads a list's parameters as the content remote does
// (shared/src/lists/listParameters.ts): these maps are generated from the same patterns when a
// server starts (compose.ts writes them to list-parameters.conf), never written by hand.
import { LIST_PARAMETER_NAMES, listParameterPattern } from '@site/shared/definitions';

/** nginx `map`s: `$site_list_<name>`, each list parameter's value as the renderer reads it. */
export function listParameterMaps(): string {
  return [
    '# Generated from shared/src/lists/listParameters.ts (platform/src/composition/listParameterMaps.ts).',
    ...LIST_PARAMETER_NAMES.flatMap((name) => [
      `map $args $site_list_${name} {`,
      `  "~${listParameterPattern(name, `list_${name}`)}" $list_${name};`,
      '  default "";',
      '}',
    ]),
    '',
  ].join('\n');
}
