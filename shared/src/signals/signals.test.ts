import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { FAILURE_DELAY_MS, SIGNALS_ENDPOINT, startReporter } from './reporter';
import { failureKindOf, MAX_QUEUED, reportFailure, type SignalsState } from './signals';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

type Host = Window & { __siteSignals?: SignalsState };
const host = window as Host;
const sendBeacon = jest.fn<boolean, [url: string, body?: BodyInit | null]>(() => true);

/** A Blob's text, read as the browser reads it (jsdom's FileReader runs on real timers). */
function textOf(blob: Blob): Promise<string> {
  jest.useRealTimers();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** Each beacon sent: where to, and its body as the entry reads it. */
async function beacons() {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, body]) => ({
      url,
      type: (body as Blob).type,
      body: JSON.parse(await textOf(body as Blob)) as unknown,
    })),
  );
}

/** The callback web-vitals was given for a metric. */
function reportTo(on: (report: (metric: Metric) => void) => void) {
  const callback = (jest.mocked(on).mock.calls as [(metric: Metric) => void][])[0]?.[0];
  if (!callback) throw new Error('web-vitals was not asked for this metric');
  return (name: Metric['name'], value: number) => callback({ name, value } as Metric);
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  delete host.__siteSignals;
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/blog/how-sprinkler-systems-work');
  sendBeacon.mockClear();
  jest.mocked(onLCP).mockClear();
  jest.mocked(onINP).mockClear();
  jest.mocked(onCLS).mockClear();
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe('before the reporter has loaded', () => {
  it('queues failures, a bounded number of them, and sends nothing', () => {
    for (let index = 0; index < MAX_QUEUED + 5; index += 1) {
      reportFailure('remote_not_loaded', 'content');
    }
    expect(host.__siteSignals?.queued).toHaveLength(MAX_QUEUED);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('tells a time-out from any other failure to load', () => {
    const webpackTimeout = Object.assign(new Error('Loading chunk 3 failed.\n(timeout: /3.js)'), {
      name: 'ChunkLoadError',
      type: 'timeout',
    });
    const runtimeTimeout = new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nOriginal Error Message:\n ScriptNetworkError: Script "/mfe/contact/remoteEntry.js" timed out.',
    );
    expect(failureKindOf(webpackTimeout)).toBe('chunk_timeout');
    expect(failureKindOf(runtimeTimeout)).toBe('chunk_timeout');
    expect(failureKindOf(new Error('wrapped', { cause: webpackTimeout }))).toBe('chunk_timeout');
    expect(failureKindOf(new Error('Loading chunk 3 failed.\n(missing: /3.js)'))).toBe(
      'remote_not_loaded',
    );
    expect(failureKindOf('The public key is required.')).toBe('remote_not_loaded');
    expect(failureKindOf(undefined)).toBe('remote_not_loaded');
  });
});

describe('the reporter', () => {
  it('sends the failures queued before it started, soon, with the route template and language', async () => {
    reportFailure('remote_not_loaded', 'content');
    reportFailure('hydration_error', 'shell');
    startReporter();
    expect(host.__siteSignals?.queued).toEqual([]);
    jest.advanceTimersByTime(FAILURE_DELAY_MS);
    expect(await beacons()).toEqual([
      {
        url: SIGNALS_ENDPOINT,
        type: 'text/plain;charset=utf-8',
        body: {
          v: 1,
          route: '/blog/:blogId',
          language: 'en',
          failures: [
            { kind: 'remote_not_loaded', remote: 'content' },
            { kind: 'hydration_error', remote: 'shell' },
          ],
        },
      },
    ]);
  });

  it('sends failures reported after it started the same way', async () => {
    startReporter();
    reportFailure('mail_not_sent', 'contact');
    jest.advanceTimersByTime(FAILURE_DELAY_MS);
    expect((await beacons()).map(({ body }) => body)).toEqual([
      {
        v: 1,
        route: '/blog/:blogId',
        language: 'en',
        failures: [{ kind: 'mail_not_sent', remote: 'contact' }],
      },
    ]);
  });

  it('sends the vitals web-vitals reported when the page is hidden, in one beacon', async () => {
    startReporter();
    reportTo(onLCP)('LCP', 2300);
    reportTo(onCLS)('CLS', 0.02);
    jest.advanceTimersByTime(60_000);
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    expect((await beacons()).map(({ body }) => body)).toEqual([
      {
        v: 1,
        route: '/blog/:blogId',
        language: 'en',
        vitals: [
          { name: 'LCP', value: 2300 },
          { name: 'CLS', value: 0.02 },
        ],
      },
    ]);
  });

  it('sends what waits when the page is left (pagehide)', () => {
    startReporter();
    reportTo(onINP)('INP', 120);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('starts once a page, however often it is asked to', () => {
    startReporter();
    startReporter();
    expect(onLCP).toHaveBeenCalledTimes(1);
  });

  it('without navigator.sendBeacon, starts nothing, sends nothing and breaks nothing', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    reportFailure('remote_not_loaded', 'company');
    expect(() => startReporter()).not.toThrow();
    reportFailure('remote_not_loaded', 'company');
    hide();
    jest.advanceTimersByTime(60_000);
    expect(onLCP).not.toHaveBeenCalled();
    expect(host.__siteSignals?.queued).toHaveLength(2);
  });
});
