import { useEffect, useRef, useState } from 'react';
import type { Language } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';

export type ContentQueryState<T> =
  { status: 'loading'; data: undefined } | { status: 'ready'; data: T };

const LOADING = { status: 'loading', data: undefined } as const;

/**
 * Runs a content query for the active language and re-runs it when the language or `key`
 * changes. Only the answer to the newest request is ever shown: when the key changes, the
 * earlier request's answer is dropped even if it arrives later (fast clicks, language switch).
 * The queries never throw (spec §8); should one do so anyway, `fallback` is shown.
 *
 * @param key what identifies the request besides the language, e.g. `['projects', page, filter]`
 */
export function useContentQuery<T>(
  key: readonly (string | number | boolean | null | undefined)[],
  fetcher: (language: Language) => Promise<T>,
  fallback: T,
): ContentQueryState<T> {
  const { language } = useLanguage();
  const requestKey = JSON.stringify([language, ...key]);
  const [answer, setAnswer] = useState<{ requestKey: string; data: T } | null>(null);

  // The newest closures, read when a request starts, so inline fetchers do not restart it.
  const latest = useRef({ fetcher, fallback });
  useEffect(() => {
    latest.current = { fetcher, fallback };
  });

  useEffect(() => {
    let current = true;
    const { fetcher: run, fallback: otherwise } = latest.current;
    run(language)
      .catch((error: unknown) => {
        console.error('Content query failed', error);
        return otherwise;
      })
      .then((data) => {
        if (current) setAnswer({ requestKey, data });
      });
    return () => {
      current = false;
    };
  }, [language, requestKey]);

  // An answer to an earlier key is never shown for the current one.
  return answer && answer.requestKey === requestKey
    ? { status: 'ready', data: answer.data }
    : LOADING;
}
