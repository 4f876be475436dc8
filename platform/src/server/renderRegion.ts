import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

export interface RenderedRegion {
  /** The `<title>`, `<meta>` and `<link>` elements the region's components rendered. */
  hoisted: string;
  /** The region's own markup, to be hydrated by the same tree in the browser. */
  html: string;
}

// React emits a region's hoistable elements (React 19 `<title>`, `<meta>`, `<link>`) ahead of
// the region's markup when it renders less than a whole document. They belong in the document's
// head, where the browser's hydration looks them up, so they are split off here. React escapes
// `<` and `>` in text and attributes, so none of these tags can hide another tag inside it.
const LEADING_HOISTABLES = /^(?:<title(?: [^>]*)?>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * Renders one region of a page (everything, Suspense boundaries included, is waited for) with
 * the root's `identifierPrefix`, so `useId` values equal the browser's.
 */
export async function renderRegion(
  element: ReactNode,
  identifierPrefix: string,
  signal?: AbortSignal,
): Promise<RenderedRegion> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    identifierPrefix,
    signal,
    // Every boundary in place: React would otherwise move a large one to the end of the
    // document with an inline script to put it back, which the Content-Security-Policy blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  if (errors.length) throw errors[0];
  // An aborted render finishes with its fallbacks in place: not a page anyone should get.
  signal?.throwIfAborted();
  const markup = await new Response(prelude).text();
  const hoisted = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return { hoisted, html: markup.slice(hoisted.length) };
}
