import {
  INTERACTIONS,
  NEEDS_SCRIPT,
  pageWaitsForNeed,
  rememberStartTrigger,
} from '@site/shared/federation';
import { whenVisible } from '@site/shared/ui';
import { afterLoad } from './pageLoad';

/**
 * Loads the shell's application (`main`, its main chunk) when the visitor first needs it
 * (docs/architecture.md#scripts-only-where-something-moves). A page the server drew waits for
 * the first of:
 * - an interaction anywhere on the page (its element is remembered, so the page region it was in
 *   starts at once: pageWhenNeeded.ts);
 * - a pointer over a link or a control, which the visitor may follow or use: with the shell
 *   running, a link's click is a navigation in place and a control's is answered;
 * - a part that does nothing without scripts (NEEDS_SCRIPT) in the viewport, once the page has
 *   loaded. In it, not near it: on a phone the parts just below the first screen (a carousel's
 *   arrows) would load the application on every visit, and a visitor scrolls to them by touch,
 *   which loads it anyway; on a wide screen a wheel brings them into view, and the application
 *   runs before the pointer reaches them;
 * - a page already in use when this script runs (a popover open, focus on a control).
 * A page drawn in the browser (the fallback document) has nothing to show without it: at once.
 * Returns the function that stops watching (for tests: a page watches until it is left).
 */
export function loadShellWhenNeeded(main: string): () => void {
  let loaded = false;
  const untilLoaded: (() => void)[] = [];
  const always: (() => void)[] = [];
  const load = () => {
    if (loaded) return;
    loaded = true;
    untilLoaded.forEach((stop) => stop());
    const app = document.createElement('script');
    app.src = main;
    document.head.append(app);
  };
  let stopped = false;
  const stop = () => {
    stopped = true;
    [...untilLoaded, ...always].forEach((each) => each());
  };
  if (!pageWaitsForNeed(document)) {
    load();
    return stop;
  }
  // Used before this script ran (its request was slow): a menu opened, a control focused.
  const used = usedAlready();
  if (used) {
    rememberStartTrigger(used);
    load();
  }
  // Kept after the load: an interaction made while the shell loads is the one it answers.
  const interaction = (event: Event) => {
    rememberStartTrigger(event.target);
    load();
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, interaction, { capture: true, passive: true });
    always.push(() => document.removeEventListener(type, interaction, { capture: true }));
  }
  const intent = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(USABLE) : null;
    if (!target) return;
    // Remembered as well: the shell fetches the code of the page a link leads to, and a control's
    // page region starts at once.
    rememberStartTrigger(target);
    load();
  };
  document.addEventListener('pointerover', intent, { capture: true, passive: true });
  untilLoaded.push(() => document.removeEventListener('pointerover', intent, { capture: true }));
  // Watched from the page's load event: the first screen's pictures and fonts have the network
  // and the main thread to themselves until then, even on a page whose carousel or map is near.
  afterLoad(() => {
    if (loaded || stopped) return;
    for (const part of document.querySelectorAll(`[${NEEDS_SCRIPT}]`)) {
      untilLoaded.push(whenVisible(part, load));
    }
  });
  return stop;
}

/** What a pointer over it may be about to use: links and controls. */
const USABLE = 'a[href], button, summary, input, select, textarea, label';

/** What the visitor had opened or focused before this script ran, if anything. */
function usedAlready(): Element | null {
  let open: Element | null = null;
  try {
    open = document.querySelector(':popover-open');
  } catch {
    // A browser without popovers has none open.
  }
  const focused = document.activeElement;
  const control = focused && focused !== document.body && focused !== document.documentElement;
  return open ?? (control ? focused : null);
}
