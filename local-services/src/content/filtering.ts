// Search parameters applied to delivered documents (already in the filter locale). On an Array
// field, equality means "contains", as in Contentful.
import { readPath } from './fieldPaths.ts';
import type { CollectionQuery, Filter } from './queryParams.ts';
import type { DeliveredDocument } from './types.ts';

const present = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

function equals(actual: unknown, expected: string) {
  if (actual === null || actual === undefined || typeof actual === 'object') return false;
  return String(actual) === expected;
}

function some(actual: unknown, predicate: (item: unknown) => boolean) {
  return Array.isArray(actual) ? actual.some(predicate) : predicate(actual);
}

function compare(actual: unknown, expected: string) {
  if (typeof actual === 'number') return actual - Number(expected);
  if (typeof actual === 'string') {
    const [left, right] = [Date.parse(actual), Date.parse(expected)];
    // Dates compare as instants: "2024-05-01" < "2024-05-01T10:00Z".
    if (/^\d{4}-\d{2}-\d{2}/.test(actual) && !Number.isNaN(left) && !Number.isNaN(right)) {
      return left - right;
    }
    return actual < expected ? -1 : actual > expected ? 1 : 0;
  }
  return Number.NaN;
}

const isLink = (value: object) =>
  'sys' in value &&
  typeof value.sys === 'object' &&
  value.sys !== null &&
  'type' in value.sys &&
  value.sys.type === 'Link';

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') {
    if (isLink(value)) return '';
    return Object.values(value).map(textOf).join(' ');
  }
  return '';
}

function matchesWords(haystack: string, needle: string) {
  const text = haystack.toLowerCase();
  return needle
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function matchesFilter(document: DeliveredDocument, { path, operator, value }: Filter) {
  const actual = readPath(document, path);
  const list = value.split(',');
  switch (operator) {
    case '':
      return some(actual, (item) => equals(item, value));
    case 'ne':
      return !some(actual, (item) => equals(item, value));
    case 'in':
      return some(actual, (item) => list.some((expected) => equals(item, expected)));
    case 'nin':
      return !some(actual, (item) => list.some((expected) => equals(item, expected)));
    case 'all':
      return list.every((expected) => some(actual, (item) => equals(item, expected)));
    case 'exists':
      return present(actual) === (value === 'true');
    case 'lt':
      return some(actual, (item) => compare(item, value) < 0);
    case 'lte':
      return some(actual, (item) => compare(item, value) <= 0);
    case 'gt':
      return some(actual, (item) => compare(item, value) > 0);
    case 'gte':
      return some(actual, (item) => compare(item, value) >= 0);
    case 'match':
      return matchesWords(textOf(actual), value);
    default:
      return false;
  }
}

export function matchesQuery(document: DeliveredDocument, query: CollectionQuery): boolean {
  if (query.fullText && !matchesWords(textOf(document.fields), query.fullText)) return false;
  return query.filters.every((filter) => matchesFilter(document, filter));
}
