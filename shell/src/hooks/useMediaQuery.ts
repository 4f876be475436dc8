import { useCallback, useSyncExternalStore } from 'react';

/**
 * The shell's one layout switch (docs/product.md#header-and-navigation): the hamburger menu at 768
 * px and narrower.
 */
export const MOBILE_QUERY = '(max-width: 768px)';

// A server cannot know the screen: it answers "unknown", and so does the browser while it
// hydrates the server's HTML; React then renders again with the real answer.
const unknownOnServer = () => undefined;

/** Whether the query matches; `undefined` on the server and during hydration. */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(query).matches,
    unknownOnServer,
  );
}
