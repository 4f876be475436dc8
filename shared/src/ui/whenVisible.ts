export interface VisibilityOptions {
  /** Grows (or shrinks) the viewport the element is checked against, as in CSS: `600px 0px`. */
  rootMargin?: string;
  /** The share of the element (0 to 1) that must be inside. */
  threshold?: number;
}

/**
 * Calls `onVisible` once, when the element first reaches the viewport as `options` describe it,
 * and then stops watching; at once where that cannot be watched (no IntersectionObserver), so
 * nothing waits for ever. Returns the function that stops watching.
 */
export function whenVisible(
  element: Element,
  onVisible: () => void,
  { rootMargin, threshold = 0 }: VisibilityOptions = {},
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => undefined;
  }
  // At threshold 0 being inside at all is enough: an element just touching the edge reports a
  // ratio of 0.
  const reached = (entry: IntersectionObserverEntry) =>
    entry.isIntersecting && (threshold === 0 || entry.intersectionRatio >= threshold);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some(reached)) {
        observer.disconnect();
        onVisible();
      }
    },
    { rootMargin, threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** How far below the viewport a deferred section starts loading. */
const LOAD_AHEAD = '600px 0px';

/** Calls `onNear` once, when the element comes near the viewport. */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  return whenVisible(element, onNear, { rootMargin: LOAD_AHEAD });
}
