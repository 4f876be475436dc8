import { DEFAULT_LANGUAGE } from '@site/shared/language';
import {
  createReporter,
  FAILURE_DELAY_MS,
  MAX_BEACON_BYTES,
  MAX_BEACONS_PER_PAGE,
  MAX_PER_BEACON,
  pageLanguage,
  routeTemplate,
  type Beacon,
  type PageLabels,
} from './reporter';

const HOME: PageLabels = { route: '/', language: 'ka' };

/** A reporter whose beacons are collected; the page shown now is `page.current`. */
function setUp(answer: () => boolean = () => true) {
  const sent: Beacon[] = [];
  const sizes: number[] = [];
  const page = { current: { route: '/contact', language: 'en' } as PageLabels };
  const reporter = createReporter({
    send: (body) => {
      sizes.push(new TextEncoder().encode(body).length);
      sent.push(JSON.parse(body) as Beacon);
      return answer();
    },
    currentPage: () => page.current,
  });
  return { reporter, sent, sizes, page };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('route templates', () => {
  it.each([
    ['/', '/'],
    ['/services', '/services'],
    ['/services/', '/services'],
    ['/services/fire-alarm', '/services/:serviceId'],
    ['/projects/borjomi-spa-resort', '/projects/:projectId'],
    ['/blog/how-sprinkler-systems-work', '/blog/:blogId'],
    ['/contact', '/contact'],
    ['/no-such-page', 'other'],
    ['/blog/a-post/comments', 'other'],
  ])('labels %s as %s, never the address itself', (pathname, template) => {
    expect(routeTemplate(pathname)).toBe(template);
  });

  it('takes the language of <html lang>, or the default one for anything else', () => {
    expect(pageLanguage('en')).toBe('en');
    expect(pageLanguage('ka')).toBe('ka');
    expect(pageLanguage('de')).toBe(DEFAULT_LANGUAGE);
    expect(pageLanguage('')).toBe(DEFAULT_LANGUAGE);
  });
});

describe('vitals', () => {
  it('wait for the flush (the page hidden or left), then go as one beacon with the last value of each', () => {
    const { reporter, sent } = setUp();
    reporter.vital('LCP', 1834.567, HOME);
    reporter.vital('CLS', 0.012345, HOME);
    reporter.vital('CLS', 0.05, HOME);
    reporter.vital('INP', 88, HOME);
    jest.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);

    reporter.flush();
    expect(sent).toEqual([
      {
        v: 1,
        route: '/',
        language: 'ka',
        vitals: [
          { name: 'LCP', value: 1834.6 },
          { name: 'CLS', value: 0.05 },
          { name: 'INP', value: 88 },
        ],
      },
    ]);
    // Nothing new: nothing sent.
    reporter.flush();
    expect(sent).toHaveLength(1);
  });

  it('drop what the entry would refuse: other names, negative, infinite or out-of-range values', () => {
    const { reporter, sent } = setUp();
    reporter.vital('FCP', 900, HOME);
    reporter.vital('TTFB', 100, HOME);
    reporter.vital('LCP', -1, HOME);
    reporter.vital('LCP', Number.POSITIVE_INFINITY, HOME);
    reporter.vital('INP', Number.NaN, HOME);
    reporter.vital('LCP', 60_000, HOME);
    reporter.vital('CLS', 10, HOME);
    reporter.flush();
    expect(sent).toEqual([]);
  });
});

describe('failures', () => {
  it('leave a moment after they happen, several of one moment in one beacon of the page shown', () => {
    const { reporter, sent } = setUp();
    reporter.failure({ kind: 'remote_not_loaded', remote: 'contact' });
    jest.advanceTimersByTime(FAILURE_DELAY_MS - 1);
    reporter.failure({ kind: 'hydration_error', remote: 'shell' });
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        v: 1,
        route: '/contact',
        language: 'en',
        failures: [
          { kind: 'remote_not_loaded', remote: 'contact' },
          { kind: 'hydration_error', remote: 'shell' },
        ],
      },
    ]);
  });

  it('take the vitals waiting for the same page along', () => {
    const { reporter, sent, page } = setUp();
    page.current = HOME;
    reporter.vital('LCP', 1200, HOME);
    reporter.failure({ kind: 'chunk_timeout', remote: 'company' });
    jest.advanceTimersByTime(FAILURE_DELAY_MS);
    expect(sent).toEqual([
      {
        v: 1,
        route: '/',
        language: 'ka',
        vitals: [{ name: 'LCP', value: 1200 }],
        failures: [{ kind: 'chunk_timeout', remote: 'company' }],
      },
    ]);
  });

  it('of another page (or language) than the waiting signals send those first, each with its own labels', () => {
    const { reporter, sent, page } = setUp();
    reporter.vital('LCP', 1500, HOME);
    page.current = { route: '/blog/:blogId', language: 'ka' };
    reporter.failure({ kind: 'remote_not_loaded', remote: 'content' });
    page.current = { route: '/blog/:blogId', language: 'en' };
    reporter.failure({ kind: 'remote_not_loaded', remote: 'content' });
    jest.advanceTimersByTime(FAILURE_DELAY_MS);
    expect(sent.map(({ route, language }) => `${route} ${language}`)).toEqual([
      '/ ka',
      '/blog/:blogId ka',
      '/blog/:blogId en',
    ]);
  });

  it(`go ${MAX_PER_BEACON} to a beacon at most`, () => {
    const { reporter, sent } = setUp();
    for (let index = 0; index < MAX_PER_BEACON + 3; index += 1) {
      reporter.failure({ kind: 'remote_not_loaded', remote: 'content' });
    }
    jest.advanceTimersByTime(FAILURE_DELAY_MS);
    expect(sent.map(({ failures }) => failures?.length)).toEqual([MAX_PER_BEACON, 3]);
  });

  it('carry only the fixed label values: an unknown remote is `none`, an unknown kind is dropped', () => {
    const { reporter, sent } = setUp();
    reporter.failure({ kind: 'mail_not_sent', remote: 'evil.example' as 'none' });
    reporter.failure({ kind: 'stack overflow at /blog/x' as 'mail_not_sent', remote: 'contact' });
    reporter.flush();
    expect(sent[0]?.failures).toEqual([{ kind: 'mail_not_sent', remote: 'none' }]);
  });
});

describe('limits', () => {
  it(`sends ${MAX_BEACONS_PER_PAGE} beacons a page at most, whatever happens on it`, () => {
    const { reporter, sent } = setUp();
    for (let index = 0; index < MAX_BEACONS_PER_PAGE * 3; index += 1) {
      reporter.failure({ kind: 'remote_not_loaded', remote: 'contact' });
      jest.advanceTimersByTime(FAILURE_DELAY_MS);
    }
    reporter.vital('LCP', 1000, HOME);
    reporter.flush();
    expect(sent).toHaveLength(MAX_BEACONS_PER_PAGE);
  });

  it(`keeps every beacon within ${MAX_BEACON_BYTES} bytes`, () => {
    const { reporter, sizes } = setUp();
    reporter.vital('LCP', 59_999.99, HOME);
    reporter.vital('INP', 59_999.99, HOME);
    reporter.vital('CLS', 9.99999, HOME);
    reporter.flush();
    for (let index = 0; index < MAX_PER_BEACON; index += 1) {
      reporter.failure({ kind: 'remote_not_loaded', remote: 'content' });
    }
    reporter.flush();
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(MAX_BEACON_BYTES);
  });

  it('never sends a beacon again when the browser refused it or the send threw', () => {
    let calls = 0;
    const { reporter, sent } = setUp(() => {
      calls += 1;
      if (calls === 2) throw new TypeError('Beacon refused');
      return false;
    });
    reporter.vital('LCP', 1000, HOME);
    reporter.flush();
    reporter.failure({ kind: 'mail_not_sent', remote: 'contact' });
    jest.advanceTimersByTime(FAILURE_DELAY_MS);
    reporter.flush();
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });
});
