import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

// The element of a server-rendered page that carries the content answers its HTML was drawn from.
const SELECTOR = 'script[type="application/json"][data-content-queries]';

/**
 * The answers a server render used, for the page: JSON in a script element the browser does not
 * run (so the Content-Security-Policy allows it). Every `<` is escaped, so no text in the content
 * can close the element or open another.
 */
export function contentDataScript(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return `<script type="application/json" data-content-queries>${json}</script>`;
}

/**
 * Seeds the browser's cache with the answers in the page, so hydration draws exactly the server's
 * HTML and no request repeats them. They count as fetched when the page arrived: the page that
 * shows them is that fresh, however long the server's cache had kept it.
 */
export function seedFromPage(client: QueryClient, root: ParentNode = document): void {
  const arrived = Date.now();
  for (const script of root.querySelectorAll(SELECTOR)) {
    try {
      const state = JSON.parse(script.textContent ?? '') as DehydratedState;
      hydrate(client, {
        ...state,
        queries: state.queries.map((query) => ({
          ...query,
          state: { ...query.state, dataUpdatedAt: arrived },
        })),
      });
    } catch (error) {
      // A page without usable answers is drawn as the browser fetches them.
      console.error('The content answers in the page could not be read', error);
    }
  }
}
