import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The records CI's time report (report.ts) is printed from, each written by the part that timed
// it: npm test's steps (test-all.ts), the containers' steps (test-containers.ts), the end-to-end
// suite's tests and hooks (e2e/support/timeReporter.ts). jest's own --json report has its tests.

export const REPORTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.preview/reports',
);

/** One step of a run, as its summary prints it. */
export interface TimedStep {
  name: string;
  ok: boolean;
  /** Not passed, and not failed of its own: the run's tear-down or a signal ended it. */
  ended?: boolean;
  seconds: number;
}

/** A run's steps: `npm test`'s (with how long npm install took before it) or the containers'. */
export interface StepTimes {
  steps: TimedStep[];
  /** Milliseconds since the epoch at which the run began. */
  startedAt: number;
  endedAt: number;
}

/** A named step inside a test or hook: a build, a site started (e2e/support/timedStep.ts). */
export interface TimedPart {
  title: string;
  ms: number;
}

export interface TimedTest {
  file: string;
  title: string;
  project: string;
  ms: number;
  status: string;
  parts: TimedPart[];
}

/** A hook (a beforeAll that builds or starts a site) and the named steps inside it. */
export interface TimedHook {
  file: string;
  title: string;
  project: string;
  ms: number;
  parts: TimedPart[];
}

export interface SuiteTimes {
  wallMs: number;
  status: string;
  tests: TimedTest[];
  hooks: TimedHook[];
}

export const STEP_FILES = {
  npmTest: 'steps-npm-test.json',
  containers: 'steps-containers.json',
} as const;

export const E2E_TIMES_FILE = path.join(REPORTS_DIR, 'e2e-times.json');
/** The site checks' TAP report (node --test), written by e2e/site-checks/run.ts when set. */
export const SITE_CHECKS_TAP_FILE = path.join(REPORTS_DIR, 'site-checks.tap');

/** A TAP report's tests: how many passed and failed, and each top-level test's time. */
export interface TapSummary {
  passed: number;
  failed: number;
  tests: { title: string; ms: number }[];
}

/** Reads node --test's TAP report (its closing `# pass`/`# fail` lines, each test's duration). */
export function readTap(text: string): TapSummary {
  const count = (name: string) =>
    Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const tests: TapSummary['tests'] = [];
  // A top-level test: `ok 3 - title` at the line's start, its duration two lines on.
  const line = /^(?:not )?ok \d+ - (.+)\n(?: {2}.*\n)*? {2}duration_ms: ([\d.]+)/gm;
  for (const [, title = '', ms = '0'] of text.matchAll(line)) tests.push({ title, ms: Number(ms) });
  return { passed: count('pass'), failed: count('fail'), tests };
}

/** Writes a record for the report; a record that cannot be written never fails the run. */
export function writeStepTimes(file: string, times: StepTimes): void {
  try {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(path.join(REPORTS_DIR, file), JSON.stringify(times));
  } catch (error) {
    console.error(`the time report will lack ${file}: ${String(error)}`);
  }
}

/** A record written by this run, or undefined when the part that writes it did not run. */
export function readRecord<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path.resolve(REPORTS_DIR, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}
