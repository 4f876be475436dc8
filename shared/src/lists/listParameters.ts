// The query parameters that select what a list shows (docs/product.md#pagination), and the one way
// they are read: by the content remote in the browser and in its renderer, and by nginx for the
// content cache's key (platform/src/composition/listParameterMaps.ts generates its maps from these
// same patterns). The query is read as it was sent, never decoded, and a name only in its own
// letter case: a parameter spelled another way (`PAGE=2`, `pag%65=2`, `page=%32`, `page=02`)
// selects nothing, for every reader alike, so no reader can store one page under another's key.
// The entry moves such an address to the list's canonical one (listQueryIsCanonical below), so
// a visitor or crawler following it lands on the address that names what it shows.

/** Each parameter's valid values (a regular expression's source, the same in JS and PCRE). */
export const LIST_PARAMETERS = {
  page: '[1-9][0-9]{0,3}',
  status: 'ongoing|completed',
} as const;

export type ListParameter = keyof typeof LIST_PARAMETERS;

/** A parameter's value when the address names none: never in an address (`/blog`, not `?page=1`). */
export const LIST_PARAMETER_DEFAULTS: Partial<Record<ListParameter, string>> = { page: '1' };

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
    return value === undefined || value === LIST_PARAMETER_DEFAULTS[name]
      ? []
      : [`${name}=${value}`];
  });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** `%4B`/`%4b`: the percent-encoding of `letter`'s code in either case of its hex digits. */
function encoded(letter: string): string {
  const hex = letter.charCodeAt(0).toString(16).padStart(2, '0');
  const digit = (char: string) => (/[a-f]/.test(char) ? `[${char}${char.toUpperCase()}]` : char);
  return `%${[...hex].map(digit).join('')}`;
}

/**
 * Any spelling of `name` as a parameter's name: each letter in either case, as itself or
 * percent-encoded (`PAGE`, `pag%65`, `%50age`). The same source in JS and PCRE, no flags.
 */
export function listParameterSpellings(name: ListParameter): string {
  return [...name]
    .map((letter) => {
      const [lower, upper] = [letter.toLowerCase(), letter.toUpperCase()];
      const spellings = lower === upper ? [lower] : [lower, upper];
      return `(?:${[...spellings, ...new Set(spellings.map(encoded))].join('|')})`;
    })
    .join('');
}

/**
 * Patterns that find, in a query as sent wrapped in `&` (`&page=2&x=1&`), a list parameter the
 * canonical address would not name as it stands: a spelling of its name other than its own, a
 * value that is not valid or is the default, a second one, or one before a parameter listQuery
 * writes first. nginx's map
 * (platform/src/composition/canonicalAddress.ts) and listQueryIsCanonical read the same ones.
 */
export function listQueryRespelledPatterns(): string[] {
  const named = (name: ListParameter) => `${listParameterSpellings(name)}(?:=[^&]*)?&`;
  // In listQuery's order: `?status=completed&page=2` is `?page=2&status=completed`'s page.
  // From the first `later` only (a look-ahead is atomic in both engines): a query of a thousand
  // `status&` must not be searched from each of them.
  const outOfOrder = LIST_PARAMETER_NAMES.flatMap((first, index) =>
    LIST_PARAMETER_NAMES.slice(index + 1).map(
      (later) =>
        `^(?=(?<list_${later}_first>&(?:[^&]*&)*?${named(later)}))\\k<list_${later}_first>(?:[^&]*&)*?${named(first)}`,
    ),
  );
  return [
    ...outOfOrder,
    ...LIST_PARAMETER_NAMES.flatMap((name) => {
      const spelled = listParameterSpellings(name);
      const fallback = LIST_PARAMETER_DEFAULTS[name];
      const value = `${fallback === undefined ? '' : `(?!${fallback}&)`}(?:${LIST_PARAMETERS[name]})&`;
      return [
        `&(?!${name}=${value})${spelled}(?:=[^&]*)?&`,
        `&${spelled}(?:=[^&]*)?&(?:[^&]*&)*?${spelled}(?:=[^&]*)?&`,
      ];
    }),
  ];
}

const RESPELLED = listQueryRespelledPatterns().map((source) => new RegExp(source));

/**
 * Whether a query as sent (with or without its `?`) names the list parameters as the canonical
 * address does: each at most once, by its own name, with a valid value other than its default, in
 * listQuery's order.
 * Any other parameter (a tracking tag) is no list parameter's business. When it does not, the
 * canonical address's query is listQuery's.
 */
export function listQueryIsCanonical(query: string): boolean {
  // Up to a `#`, as nginx (`$site_request_query`) and a URL parser read a query.
  const [sent = ''] = (query.startsWith('?') ? query.slice(1) : query).split('#');
  const wrapped = `&${sent}&`;
  return !RESPELLED.some((pattern) => pattern.test(wrapped));
}
