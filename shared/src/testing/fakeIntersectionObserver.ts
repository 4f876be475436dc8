/**
 * IntersectionObservers for jsdom, where none ever reports. Each installs itself on `window` and
 * hands back how to put the previous one back. A report reaches React state: wrap it in `act`.
 */
type Install = () => void;

function install(observer: unknown): Install {
  const previous = window.IntersectionObserver;
  Object.assign(window, { IntersectionObserver: observer });
  return () => Object.assign(window, { IntersectionObserver: previous });
}

function entry(target: Element | undefined, visible: boolean): IntersectionObserverEntry {
  return {
    target,
    isIntersecting: visible,
    intersectionRatio: visible ? 1 : 0,
  } as unknown as IntersectionObserverEntry;
}

/** Every element observed is reported fully in view at once. Returns the restore function. */
export function everythingInView(): Install {
  class InView {
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe(target: Element) {
      this.callback([entry(target, true)], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  return install(InView);
}

/** Observers that report only when the test says, to every observer still watching. */
export interface ControlledView {
  report(visible: boolean): void;
  restore: Install;
}

export function controlledView(): ControlledView {
  const watching = new Set<{ callback: IntersectionObserverCallback; self: unknown }>();
  class Controlled {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, self: this };
    }
    observe() {
      watching.add(this.record);
    }
    unobserve() {
      watching.delete(this.record);
    }
    disconnect() {
      watching.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  const restore = install(Controlled);
  return {
    report(visible) {
      for (const { callback, self } of [...watching]) {
        callback([entry(undefined, visible)], self as IntersectionObserver);
      }
    },
    restore,
  };
}
