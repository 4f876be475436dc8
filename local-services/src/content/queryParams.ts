// The collection query of an /entries or /assets request, parsed and checked: errors are
// thrown as the Delivery API would answer them (BadRequest for malformed parameters,
// InvalidQuery for paths the content type does not have).
import { badRequest, invalidQuery, type QueryProblem } from './errors.ts';
import { ASSET_FIELDS, fieldType, pathProblem } from './fieldPaths.ts';
import { resolveLocale } from './locales.ts';
import type { FieldDefinition, Kind, ServedStore } from './types.ts';

/** `fields.status[ne]=ongoing`: the path, the operator ('' for equality) and the raw value. */
export interface Filter {
  path: string;
  operator: string;
  value: string;
}

export interface OrderKey {
  path: string;
  descending: boolean;
}

export interface CollectionQuery {
  kind: Kind;
  /** A locale code, or `*` for every locale. */
  locale: string;
  contentTypeId: string | null;
  fieldDefinitions: FieldDefinition[] | null;
  limit: number;
  skip: number;
  include: number;
  order: OrderKey[];
  filters: Filter[];
  fullText: string;
  select: string[] | null;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
export const DEFAULT_INCLUDE = 1;
export const MAX_INCLUDE = 10;

const OPERATORS = new Set([
  '',
  'ne',
  'in',
  'nin',
  'exists',
  'all',
  'lt',
  'lte',
  'gt',
  'gte',
  'match',
]);
const FILTER_KEY = /^((?:sys|fields|metadata)\.[^[\]]+)(?:\[([a-z]+)\])?$/;
/** Parameters that are not filters; anything else that is no path is ignored, like Contentful. */
const CONTROL = new Set([
  'content_type',
  'locale',
  'order',
  'limit',
  'skip',
  'include',
  'select',
  'query',
  'access_token',
]);

export function integer(
  searchParams: URLSearchParams,
  name: string,
  { fallback, min, max }: { fallback: number; min: number; max: number },
): number {
  const raw = searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw badRequest(
      `The ${name} parameter must be an integer between ${min} and ${max === Infinity ? 'any' : max}, got "${raw}"`,
    );
  }
  return value;
}

function parseOrder(
  raw: string | null,
  fieldDefinitions: FieldDefinition[] | null,
  problems: QueryProblem[],
): OrderKey[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => {
      const descending = key.startsWith('-');
      const path = descending ? key.slice(1) : key;
      const problem = pathProblem(path, fieldDefinitions, { forOrder: true });
      if (problem) problems.push(problem);
      return { path, descending };
    });
}

function parseFilters(
  searchParams: URLSearchParams,
  fieldDefinitions: FieldDefinition[] | null,
  problems: QueryProblem[],
): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of searchParams) {
    if (CONTROL.has(key)) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const [, path = '', operator = ''] = match;
    if (!OPERATORS.has(operator)) {
      problems.push({
        name: 'unknownOperator',
        path: path.split('.'),
        details: `Unknown operator [${operator}]`,
      });
      continue;
    }
    if (operator === 'exists' && value !== 'true' && value !== 'false') {
      throw badRequest(`[exists] takes true or false, got "${value}"`);
    }
    const problem = pathProblem(path, fieldDefinitions);
    if (problem) problems.push(problem);
    else if (fieldType(path, fieldDefinitions) === 'RichText' && operator !== 'exists') {
      problems.push({
        name: 'notFilterable',
        path: path.split('.'),
        details: `Rich text field "${path}" can only be filtered with [exists]`,
      });
    }
    filters.push({ path, operator, value });
  }
  return filters;
}

function parseSelect(raw: string | null): string[] | null {
  if (!raw) return null;
  const paths = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const path of paths) {
    if (!/^(sys|fields|metadata)(\.[^.]+)?$/.test(path)) {
      throw badRequest(`select takes at most two levels ("fields.title"), got "${path}"`);
    }
  }
  return paths;
}

/** `kind` is 'Entry' or 'Asset'. */
export function parseCollectionQuery(
  store: ServedStore,
  searchParams: URLSearchParams,
  kind: Kind,
): CollectionQuery {
  const locale = resolveLocale(store, searchParams.get('locale') ?? undefined);
  const contentTypeId = kind === 'Entry' ? searchParams.get('content_type') : null;
  let fieldDefinitions = kind === 'Asset' ? ASSET_FIELDS : null;
  if (contentTypeId) {
    const contentType = store.contentTypesById.get(contentTypeId);
    if (!contentType) {
      throw invalidQuery([{ name: 'unknownContentType', value: contentTypeId }]);
    }
    fieldDefinitions = contentType.fields;
  }
  const problems: QueryProblem[] = [];
  const query: CollectionQuery = {
    kind,
    locale,
    contentTypeId,
    fieldDefinitions,
    limit: integer(searchParams, 'limit', { fallback: DEFAULT_LIMIT, min: 0, max: MAX_LIMIT }),
    skip: integer(searchParams, 'skip', { fallback: 0, min: 0, max: Number.MAX_SAFE_INTEGER }),
    include: integer(searchParams, 'include', {
      fallback: DEFAULT_INCLUDE,
      min: 0,
      max: MAX_INCLUDE,
    }),
    order: parseOrder(searchParams.get('order'), fieldDefinitions, problems),
    filters: parseFilters(searchParams, fieldDefinitions, problems),
    fullText: searchParams.get('query') ?? '',
    select: parseSelect(searchParams.get('select')),
  };
  if (problems.length > 0) throw invalidQuery(problems);
  return query;
}
