import { whenNearViewport, whenVisible } from './whenVisible';

type Entry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>;

let observed: {
  report: (entry: Entry) => void;
  options?: IntersectionObserverInit;
  disconnected: boolean;
}[];

class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = {
      report: (entry: Entry) =>
        callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      options,
      disconnected: false,
    };
    observed.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

const originalObserver = window.IntersectionObserver;
const element = document.createElement('div');

beforeEach(() => {
  observed = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => Object.assign(window, { IntersectionObserver: originalObserver }));

describe('whenVisible', () => {
  it('waits for the share of the element it is given, then calls once and stops watching', () => {
    const onVisible = jest.fn();
    whenVisible(element, onVisible, { threshold: 0.3 });
    const [observer] = observed;
    expect(observer?.options).toEqual({ rootMargin: undefined, threshold: 0.3 });

    observer?.report({ isIntersecting: true, intersectionRatio: 0.29 });
    expect(onVisible).not.toHaveBeenCalled();
    observer?.report({ isIntersecting: true, intersectionRatio: 0.3 });
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('counts an element just inside at threshold 0', () => {
    const onVisible = jest.fn();
    whenVisible(element, onVisible);
    observed[0]?.report({ isIntersecting: false, intersectionRatio: 0 });
    expect(onVisible).not.toHaveBeenCalled();
    observed[0]?.report({ isIntersecting: true, intersectionRatio: 0 });
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked to', () => {
    const stop = whenVisible(element, jest.fn());
    stop();
    expect(observed[0]?.disconnected).toBe(true);
  });

  it('calls at once where IntersectionObserver is missing', () => {
    Object.assign(window, { IntersectionObserver: undefined });
    const onVisible = jest.fn();
    whenVisible(element, onVisible, { threshold: 0.5 });
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});

describe('whenNearViewport', () => {
  it('watches 600 px below the viewport', () => {
    const onNear = jest.fn();
    whenNearViewport(element, onNear);
    expect(observed[0]?.options?.rootMargin).toBe('600px 0px');
    observed[0]?.report({ isIntersecting: true, intersectionRatio: 0 });
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
