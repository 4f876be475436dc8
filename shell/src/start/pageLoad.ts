/** Runs `task` after the page's load event (at once if it has loaded). */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/** Runs `task` once the page has loaded and the browser is idle (within 1.5 s of the load). */
export function afterLoadWhenIdle(task: () => void): void {
  afterLoad(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: 1500 });
    } else {
      setTimeout(task, 200);
    }
  });
}
