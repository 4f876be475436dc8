import { lazy, type ComponentType } from 'react';
import { LOAD_AHEAD } from './useNearViewport';

const MAX_FRAMES_TO_WAIT = 10;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves when the element comes near the viewport (at once if it cannot be watched). */
async function whenNearViewport(elementId: string): Promise<void> {
  // On a client-rendered page the element is committed just after this starts.
  let element = document.getElementById(elementId);
  for (let frame = 0; !element && frame < MAX_FRAMES_TO_WAIT; frame += 1) {
    await nextFrame();
    element = document.getElementById(elementId);
  }
  if (!element || typeof IntersectionObserver === 'undefined') return;
  const watched = element;
  await new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(watched);
  });
}

/**
 * A lazy component whose code loads only when the element with `elementId` (its section, rendered
 * around it) comes near the viewport. A server renders it at once, so its content is in the HTML;
 * in the browser the server's markup stays as it is until the code arrives and hydrates it.
 */
export function lazyWhenVisible<T extends ComponentType>(
  elementId: string,
  load: () => Promise<{ default: T }>,
) {
  return lazy(() =>
    typeof window === 'undefined' ? load() : whenNearViewport(elementId).then(load),
  );
}
