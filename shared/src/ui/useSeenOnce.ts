import { useEffect, useState, type RefObject } from 'react';
import { whenVisible } from './whenVisible';

/**
 * True from the moment at least `threshold` of the element is visible, and then for good (a
 * counter must finish even when the visitor scrolls on). Without IntersectionObserver the element
 * counts as seen at once, so nothing is stuck at its start.
 */
export function useSeenOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    return whenVisible(element, () => setSeen(true), { threshold });
  }, [ref, seen, threshold]);
  return seen;
}
