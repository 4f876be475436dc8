// jsdom has no popover API. This stands in for the part of the browser's the mobile menu relies
// on, so its tests take the path a browser takes: showPopover, hidePopover and togglePopover,
// `:popover-open`, buttons with popovertarget (acting after the click's own listeners, unless the
// click was cancelled), the toggle event with its newState, and a closed popover not rendered.
// Like a browser's, the open state leaves no mark in the DOM (hydration would see it). Differences:
// a browser fires toggle in a later task, this at once; a popover shown here needs an id.
const shown = new Set<HTMLElement>();
const style = document.createElement('style');

function restyle() {
  const open = [...shown].map((element) => `[id="${element.id}"]`).join(', ');
  style.textContent = `[popover] { display: none; }${open ? ` ${open} { display: block; }` : ''}`;
}

function setShown(element: HTMLElement, show: boolean) {
  if (!element.hasAttribute('popover') || shown.has(element) === show) return;
  if (show) shown.add(element);
  else shown.delete(element);
  restyle();
  const states = show
    ? { oldState: 'closed', newState: 'open' }
    : { oldState: 'open', newState: 'closed' };
  element.dispatchEvent(Object.assign(new Event('toggle'), states));
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const invoker = event.target.closest('button[popovertarget]');
  const target = document.getElementById(invoker?.getAttribute('popovertarget') ?? '');
  if (!invoker || !target) return;
  const action = invoker.getAttribute('popovertargetaction') ?? 'toggle';
  const open = shown.has(target);
  if (action === 'toggle' || (action === 'show') !== open) setShown(target, !open);
}

/** Installs the stand-in; the function it returns takes it away again (a browser without popovers). */
export function installPopover(): () => void {
  shown.clear();
  restyle();
  document.head.append(style);
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesWithPopovers(this: Element, selectors: string) {
    return selectors === ':popover-open'
      ? shown.has(this as HTMLElement)
      : matches.call(this, selectors);
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setShown(this, true);
    },
    hidePopover(this: HTMLElement) {
      setShown(this, false);
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      const next = force ?? !shown.has(this);
      setShown(this, next);
      return next;
    },
  });
  document.addEventListener('click', onClick);
  return () => {
    style.remove();
    shown.clear();
    Element.prototype.matches = matches;
    for (const name of ['showPopover', 'hidePopover', 'togglePopover']) {
      Reflect.deleteProperty(HTMLElement.prototype, name);
    }
    document.removeEventListener('click', onClick);
  };
}
