import { test } from '@playwright/test';

/**
 * `body` as a named step of the running test or hook (a build, a site started), so CI's time report
 * (scripts/ci/report.ts) says what a beforeAll spent its time on. Outside a test (global set-up),
 * just `body`.
 */
export async function timedStep<T>(title: string, body: () => Promise<T>): Promise<T> {
  try {
    test.info();
  } catch {
    return body();
  }
  return test.step(title, body);
}
