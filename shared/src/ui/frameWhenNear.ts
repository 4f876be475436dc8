import { whenNearViewport } from './whenVisible';

// A frame (the contact page's map) that a page only reads still shows, without the application
// (docs/architecture.md#scripts-only-where-something-moves). The server's page holds the frame
// without its address, so it asks for nothing while the first screen loads; the start script
// gives it its address as it comes near the viewport once the page has loaded and painted, and
// the component that draws it does the same when the frame is drawn in the browser. Whichever
// comes first starts it; the other finds it started. Written without React: the start script has
// none.

/** On the frame's holder: the time-out in ms after which a frame asked for and not loaded failed. */
export const FRAME_WHEN_NEAR = 'data-frame-when-near';
/** On the frame: its address, given to it as `src` when it comes near. */
export const FRAME_SOURCE = 'data-frame-src';
/** On the holder's message for a frame that failed, hidden until then. */
export const FRAME_FALLBACK = 'data-frame-fallback';
/** On the holder once started: `asked`, then `loaded` or `failed`. */
export const FRAME_STATE = 'data-frame-state';

/** Spread on the holder: `<figure {...frameWhenNear(15_000)}>`. */
export const frameWhenNear = (timeoutMs: number) => ({ [FRAME_WHEN_NEAR]: String(timeoutMs) });
/** Spread on the frame: `<iframe {...frameSource(url)}>`. */
export const frameSource = (url: string) => ({ [FRAME_SOURCE]: url });
/** Spread on the message for a failed frame, rendered `hidden`. */
export const frameFallback = { [FRAME_FALLBACK]: '' } as const;

/**
 * Gives the holder's frame its address when the holder comes near the viewport. A frame not loaded
 * within the holder's time-out is hidden and the fallback shown: frames fire no `error` event (and
 * fire `load` for an error page), so a time-out is the one signal for a host that never answers.
 * Returns the function that stops watching (and the time-out this call started).
 */
export function loadFrameWhenNear(holder: Element): () => void {
  const frame = holder.querySelector<HTMLIFrameElement>(`iframe[${FRAME_SOURCE}]`);
  const source = frame?.getAttribute(FRAME_SOURCE);
  const timeoutMs = Number(holder.getAttribute(FRAME_WHEN_NEAR));
  if (!frame || !source || holder.hasAttribute(FRAME_STATE)) return () => undefined;
  let timer: number | undefined;
  const stopWatching = whenNearViewport(holder, () => {
    // Another call may have started it meanwhile (the start script, then the hydrated component).
    if (holder.hasAttribute(FRAME_STATE)) return;
    holder.setAttribute(FRAME_STATE, 'asked');
    frame.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (holder.getAttribute(FRAME_STATE) === 'asked') holder.setAttribute(FRAME_STATE, 'loaded');
    });
    timer = window.setTimeout(() => {
      if (holder.getAttribute(FRAME_STATE) !== 'asked') return;
      holder.setAttribute(FRAME_STATE, 'failed');
      frame.hidden = true;
      const fallback = holder.querySelector<HTMLElement>(`[${FRAME_FALLBACK}]`);
      if (fallback) fallback.hidden = false;
    }, timeoutMs);
    frame.src = source;
  });
  return () => {
    stopWatching();
    window.clearTimeout(timer);
  };
}

/** Starts every frame holder of the document (the start script, once the page has painted). */
export function loadFramesWhenNear(root: ParentNode = document): void {
  for (const holder of root.querySelectorAll(`[${FRAME_WHEN_NEAR}]`)) loadFrameWhenNear(holder);
}
