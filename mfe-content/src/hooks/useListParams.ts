import { useCallback } from 'react';
import { pageHref } from '@site/shared/head';
import { useLocation, useSearchParams } from '@site/shared/router';

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
 * `addressOf` is the route address of another page of the list, which its links name: the same
 * parameters as its canonical (docs/product.md#pagination). The language is the router's base
 * (`/ka`), which every link drawn from it keeps, so following one never changes the language,
 * scripts or not.
 */
export function useListParams() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = readPage(params.get('page'));
  const status = readStatus(params.get('status'));

  const addressOf = useCallback(
    (nextPage: number, nextStatus?: StatusFilter) =>
      pageHref(pathname, listAddressParams(nextPage, nextStatus)),
    [pathname],
  );

  return { page, status, addressOf };
}
