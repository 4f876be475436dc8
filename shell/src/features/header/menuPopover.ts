// The mobile menu is a popover (the HTML popover attribute): its buttons open and close it before
// the shell's scripts run, or without them. These are the few facts the scripts read about it.

/** Browsers before 2024 (Safari 16, Firefox 124) have no popover API: there the scripts alone open the menu. */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
}

/** Whether the browser shows the popover now (opened by its button, maybe before hydration). */
export function isPopoverOpen(element: HTMLElement): boolean {
  return supportsPopover() && element.matches(':popover-open');
}

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Whether nothing around the element keeps it out of the Tab order: `hidden`, a closed details. */
function reachable(element: HTMLElement): boolean {
  if (element.closest('[hidden]')) return false;
  const closed = element.closest('details:not([open])');
  // A closed details shows its own summary only.
  return !closed || element.parentElement === closed;
}

/** The controls Tab reaches inside the element, in order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
}
