import { useCallback } from 'react';
import { readListParameter } from '@site/shared/definitions';
import { pageHref } from '@site/shared/head';
import { useLocation } from '@site/shared/router';

export type StatusFilter = 'all' | 'ongoing' | 'completed';

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

function readStatus(value: string | undefined): StatusFilter {
  return value === 'ongoing' || value === 'completed' ? value : 'all';
}

/**
 * The list's page and status filter, kept in the URL query (`?page=2&status=completed`) so
 * reloads, back/forward and shared links keep them (improvement). Defaults stay out of the URL. The
 * query is read as the renderer and the content cache read it (shared/src/lists/listParameters.ts),
 * so the page hydrates with the list the server drew.
 * `addressOf` is the route address of another page of the list, which its links name: the same
 * parameters as its canonical (docs/product.md#pagination). The language is the router's base
 * (`/ka`), which every link drawn from it keeps, so following one never changes the language,
 * scripts or not.
 */
export function useListParams() {
  const { pathname, search } = useLocation();
  const page = Number(readListParameter(search, 'page') ?? 1);
  const status = readStatus(readListParameter(search, 'status'));

  const addressOf = useCallback(
    (nextPage: number, nextStatus?: StatusFilter) =>
      pageHref(pathname, listAddressParams(nextPage, nextStatus)),
    [pathname],
  );

  return { page, status, addressOf };
}
