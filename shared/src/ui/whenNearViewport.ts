/** How far below the viewport a deferred section starts loading. */
const LOAD_AHEAD = '600px 0px';

/**
 * Calls `onNear` once, when the element comes near the viewport (at once where that cannot be
 * watched). Returns the function that stops watching.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: LOAD_AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
