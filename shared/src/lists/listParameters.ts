// The query parameters that select what a list shows (docs/product.md#pagination), and the one way
// they are read: by the content remote in the browser and in its renderer, and by nginx for the
// content cache's key (platform/src/composition/listParameterMaps.ts generates its maps from these
// same patterns). The query is read as it was sent, never decoded, and a name only in its own
// letter case: a parameter spelled another way (`PAGE=2`, `pag%65=2`, `page=%32`, `page=02`)
// selects nothing, for every reader alike, so no reader can store one page under another's key.

/** Each parameter's valid values (a regular expression's source, the same in JS and PCRE). */
export const LIST_PARAMETERS = {
  page: '[1-9][0-9]{0,3}',
  status: 'ongoing|completed',
} as const;

export type ListParameter = keyof typeof LIST_PARAMETERS;

export const LIST_PARAMETER_NAMES = Object.keys(LIST_PARAMETERS) as ListParameter[];

/**
 * A pattern that finds the first valid value of `name` in a query as sent (without its `?`); the
 * value is the group `group` names (nginx's maps read named groups), or the first group.
 */
export function listParameterPattern(name: ListParameter, group?: string): string {
  return `(?:^|&)${name}=(${group ? `?<${group}>` : ''}${LIST_PARAMETERS[name]})(?:&|$)`;
}

const PATTERNS = Object.fromEntries(
  LIST_PARAMETER_NAMES.map((name) => [name, new RegExp(listParameterPattern(name))]),
) as Record<ListParameter, RegExp>;

/** `name`'s value in `query` (as sent, with or without its `?`), or undefined: the list's default. */
export function readListParameter(query: string, name: ListParameter): string | undefined {
  return PATTERNS[name].exec(query.startsWith('?') ? query.slice(1) : query)?.[1];
}

/**
 * The list parameters `query` selects, as a query in one order (`?page=2&status=ongoing`), or ''
 * when none: all of an address's query that a language switch or a canonical keeps (tracking
 * tags and credentials never ride along). nginx builds the same from its maps
 * (listParameterMaps.ts: `$site_list_query`).
 */
export function listQuery(query: string): string {
  const kept = LIST_PARAMETER_NAMES.flatMap((name) => {
    const value = readListParameter(query, name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
