import { act, screen } from '@testing-library/react';
import { fakeMatchMedia, renderInSite } from '@site/shared/testing';
import { COUNTER_STEP_MS, COUNTER_STEPS } from './statistics';
import { StatsBanner } from './StatsBanner';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

// A controllable IntersectionObserver: the test decides how much of the banner is visible.
let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[];
class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function showBanner(ratio: number) {
  act(() => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
    }
  });
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = fakeMatchMedia(
    (query) => reduce && query.includes('prefers-reduced-motion: reduce'),
  );
}

const originalObserver = window.IntersectionObserver;
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  observers = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  mockReducedMotion(false);
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  Object.assign(window, { IntersectionObserver: originalObserver });
  window.matchMedia = originalMatchMedia;
});

describe('StatsBanner', () => {
  it('shows the three start values with their labels and ranges until the banner is seen', () => {
    renderInSite(<StatsBanner />);
    expect(observers[0]?.options?.threshold).toBe(0.3);
    expect(screen.getByText('12+')).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
    expect(screen.getByText('25+')).toBeInTheDocument();
    expect(screen.getByText('Current projects')).toBeInTheDocument();
    expect(screen.getByText('Completed projects')).toBeInTheDocument();
    expect(screen.getByText('International partners')).toBeInTheDocument();
    expect(screen.getByText('Range 12-25')).toBeInTheDocument();
    expect(screen.getByText('Range 50-150')).toBeInTheDocument();
    expect(screen.getByText('Range 25-65')).toBeInTheDocument();

    advance(5000);
    expect(screen.getByText('12+')).toBeInTheDocument();
  });

  it('does not start while less than 30% of the banner is visible', () => {
    renderInSite(<StatsBanner />);
    showBanner(0.29);
    advance(COUNTER_STEP_MS * COUNTER_STEPS);
    expect(screen.getByText('12+')).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
  });

  it('counts to the end values in 40 steps of 50 ms once 30% is visible, and stays there', () => {
    renderInSite(<StatsBanner />);
    showBanner(0.3);

    advance(COUNTER_STEP_MS - 1);
    expect(screen.getByText('50+')).toBeInTheDocument();
    advance(1);
    // Step 1 of 40: 50 + 100/40 = 52.5, rounded.
    expect(screen.getByText('53+')).toBeInTheDocument();

    advance(COUNTER_STEP_MS * (COUNTER_STEPS - 2));
    // Step 39: not there yet.
    expect(screen.getByText('148+')).toBeInTheDocument();
    expect(screen.queryByText('150+')).not.toBeInTheDocument();

    advance(COUNTER_STEP_MS);
    expect(screen.getByText('25+')).toBeInTheDocument();
    expect(screen.getByText('150+')).toBeInTheDocument();
    expect(screen.getByText('65+')).toBeInTheDocument();

    // Leaving the view does not reset or restart the numbers.
    showBanner(0);
    advance(10_000);
    expect(screen.getByText('25+')).toBeInTheDocument();
    expect(screen.getByText('150+')).toBeInTheDocument();
    expect(screen.getByText('65+')).toBeInTheDocument();
  });

  it('shows the end values at once when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderInSite(<StatsBanner />);
    expect(screen.getByText('25+')).toBeInTheDocument();
    expect(screen.getByText('150+')).toBeInTheDocument();
    expect(screen.getByText('65+')).toBeInTheDocument();
  });

  it('speaks Georgian when the language is ka', () => {
    renderInSite(<StatsBanner />, { language: 'ka' });
    expect(screen.getByRole('heading', { name: 'ჩვენი საქმე ციფრებში' })).toBeInTheDocument();
    expect(screen.getByText('მიმდინარე პროექტები')).toBeInTheDocument();
  });
});
