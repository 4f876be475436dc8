// `order=-fields.status,-sys.createdAt`: keys in turn, `-` for descending. Documents without a
// value sort after those with one in either direction; sys.id breaks the last tie so pages
// never overlap.
import { readPath } from './fieldPaths.ts';
import type { OrderKey } from './queryParams.ts';

/** Without an order, newest change first (Contentful promises no default; this one is stable). */
const DEFAULT_ORDER: OrderKey[] = [{ path: 'sys.updatedAt', descending: true }];

function compareValues(left: unknown, right: unknown) {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  const [a, b] = [String(left), String(right)];
  return a < b ? -1 : a > b ? 1 : 0;
}

export function orderDocuments<T>(documents: T[], order: OrderKey[]): T[] {
  const keys: OrderKey[] = [
    ...(order.length > 0 ? order : DEFAULT_ORDER),
    { path: 'sys.id', descending: false },
  ];
  const compare = (left: T, right: T) => {
    for (const { path, descending } of keys) {
      const [a, b] = [readPath(left, path), readPath(right, path)];
      const [hasA, hasB] = [a !== undefined && a !== null, b !== undefined && b !== null];
      if (!hasA || !hasB) {
        if (hasA !== hasB) return hasA ? -1 : 1;
        continue;
      }
      const result = compareValues(a, b);
      if (result !== 0) return descending ? -result : result;
    }
    return 0;
  };
  return [...documents].sort(compare);
}
