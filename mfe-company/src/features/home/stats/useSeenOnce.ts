import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment at least `threshold` of the element is visible, and then for good: the
 * counters must finish even when the visitor scrolls on. Without IntersectionObserver (very old
 * browsers) the element counts as seen at once, so the numbers are never stuck at their start.
 */
export function useSeenOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}
