/** A 1-based page number from anything (route params are strings): invalid → 1. */
export function normalizePage(page: number): number {
  return Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

export function pageSkip(page: number, pageSize: number): number {
  return (normalizePage(page) - 1) * pageSize;
}

/**
 * ceil(total / size), never fewer than one page: a failure shows one (docs/product.md#pagination).
 */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
