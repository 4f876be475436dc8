/** One slot of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PaginationSlot = number | 'ellipsis';

/**
 * The pages a pagination bar shows (docs/product.md#pagination): the first, the last, the current
 * one ±1, and an ellipsis wherever pages are left out. Pages are 1-based; `current` is clamped into
 * range.
 */
export function paginationWindow(current: number, total: number): PaginationSlot[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const shown = new Set([1, page - 1, page, page + 1, last].filter((n) => n >= 1 && n <= last));
  const pages = [...shown].sort((a, b) => a - b);
  const slots: PaginationSlot[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) slots.push('ellipsis');
    slots.push(n);
  });
  return slots;
}
