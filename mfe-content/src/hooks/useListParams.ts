import { useCallback } from 'react';
import { useSearchParams } from '@site/shared/router';
import { scrollToTop } from '@site/shared/ui';

export type StatusFilter = 'all' | 'ongoing' | 'completed';

/** The query parameters a list page reads: all that makes one list address differ from another. */
export const LIST_PARAMS = ['page', 'status'] as const;

/**
 * The parameters that name a list page of its own, as its address holds them: the defaults (page
 * 1, all) left out (docs/product.md#pagination).
 */
export function listAddressParams(
  page: number,
  status: StatusFilter = 'all',
): Record<string, string> {
  return { ...(page > 1 && { page: String(page) }), ...(status !== 'all' && { status }) };
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readStatus(value: string | null): StatusFilter {
  return value === 'ongoing' || value === 'completed' ? value : 'all';
}

/**
 * The list's page and status filter, kept in the URL query (`?page=2&status=completed`) so
 * reloads, back/forward and shared links keep them (improvement). Defaults stay out of the URL.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const status = readStatus(params.get('status'));

  const setPage = useCallback(
    (next: number) => {
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      });
      scrollToTop();
    },
    [setParams],
  );

  // docs/product.md#project-filter: a filter change starts again at page 1.
  const setStatus = useCallback(
    (next: StatusFilter) => {
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        updated.delete('page');
        return updated;
      });
    },
    [setParams],
  );

  return { page, status, setPage, setStatus };
}
