import { reportHydrationErrors } from './hydrationErrors';

// The failures waiting for the reporter (docs/operations.md#what-to-watch), which has not started.
const host = window as { __siteSignals?: { queued: unknown[] } };

beforeEach(() => {
  delete host.__siteSignals;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const fail = (region: string) =>
  reportHydrationErrors(region)(new Error('Hydration failed'), { componentStack: '' });

it('logs a failed hydration with its region and reports it against the code that drew it', () => {
  window.history.replaceState(null, '', '/blog/how-sprinkler-systems-work');
  fail('page-root');
  fail('shell-top');
  fail('content/FeaturedProjects');
  window.history.replaceState(null, '', '/no-such-page');
  fail('page-root');
  expect(console.error).toHaveBeenCalledWith(
    'Hydration of the page-root region failed',
    expect.any(Error),
    '',
  );
  expect(host.__siteSignals?.queued).toEqual([
    { kind: 'hydration_error', remote: 'content' },
    { kind: 'hydration_error', remote: 'shell' },
    { kind: 'hydration_error', remote: 'content' },
    { kind: 'hydration_error', remote: 'shell' },
  ]);
});
