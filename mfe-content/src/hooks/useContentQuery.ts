import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { Language } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { reportContentFailure } from '../queries/contentFailures';

export type ContentQueryState<T> =
  { status: 'loading'; data: undefined } | { status: 'ready'; data: T };

const LOADING = { status: 'loading', data: undefined } as const;

// On the server the render waits for each answer (Suspense), so the HTML has the content; in the
// browser the page shows its loading state meanwhile, or starts from the answers the server put
// in the page. Chosen once per environment, so each always calls the same hooks.
const useContentAnswer = typeof window === 'undefined' ? useSuspenseQuery : useQuery;

/**
 * A content query for the active language, through the query cache: the language is part of the
 * key, so a language change fetches again, and each key shows only its own answer (an earlier
 * page's late answer never replaces the current one). The queries never throw; should one do
 * so anyway, `fallback` is shown.
 *
 * @param key what identifies the request besides the language, e.g. `['projects', page, filter]`
 */
export function useContentQuery<T>(
  key: readonly (string | number | boolean | null | undefined)[],
  fetcher: (language: Language) => Promise<T>,
  fallback: T,
): ContentQueryState<T> {
  const { language } = useLanguage();
  const query = useContentAnswer({
    queryKey: ['content', language, ...key],
    queryFn: () =>
      fetcher(language).catch((error: unknown) => {
        console.error('Content query failed', error);
        reportContentFailure('content query', error);
        return fallback;
      }),
  });
  return query.isSuccess ? { status: 'ready', data: query.data } : LOADING;
}
