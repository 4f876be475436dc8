import { fakeMatchMedia } from '@site/shared/testing';

// jsdom evaluates no media queries: this answers width and reduced-motion queries the way a
// browser of the given size and preference would, and lets a test resize the "window".
let width = 1280;
let reducedMotion = false;
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (/prefers-reduced-motion:\s*reduce/.test(query)) return reducedMotion;
  if (max?.[1]) return width <= Number(max[1]);
  if (min?.[1]) return width >= Number(min[1]);
  return false;
}

export function installViewport(initialWidth = 1280, options: { reducedMotion?: boolean } = {}) {
  width = initialWidth;
  reducedMotion = options.reducedMotion ?? false;
  window.matchMedia = fakeMatchMedia(matches, listeners);
}

export function resizeViewport(nextWidth: number) {
  width = nextWidth;
  listeners.forEach((listener) => listener());
}
