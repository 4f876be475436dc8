import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';
import type { SuiteTimes, TimedHook, TimedTest } from '../../scripts/ci/timeRecord';

// Where the end-to-end suite's time went, for CI's time report (scripts/ci/report.ts): each test's
// time, and each hook's (a beforeAll that builds a variant or starts a site of its own), with the
// steps inside it (support/timedStep.ts names the builds and sites). Playwright's JSON report keeps
// tests but no hooks. Written to E2E_TIMES_FILE when the suite ends, whatever its outcome.

const fileOf = (test: TestCase) => path.basename(test.location.file);

/** Playwright's groups of a test's hooks and fixtures ("Before Hooks"), not hooks themselves. */
const HOOK_GROUPS = new Set(['Before Hooks', 'After Hooks']);

/** The named steps (test.step, timedStep) anywhere inside a step. */
const namedSteps = (step: TestStep): TestStep[] =>
  step.steps.flatMap((inner) => [
    ...(inner.category === 'test.step' ? [inner] : []),
    ...namedSteps(inner),
  ]);

export default class TimeReporter implements Reporter {
  private readonly tests: TimedTest[] = [];
  private readonly hooks: TimedHook[] = [];
  private readonly began = Date.now();

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    // A hook (a beforeAll, an afterAll…) is reported once, with what it ran; a step inside one
    // that is a hook too is its own entry.
    if (step.category !== 'hook' || HOOK_GROUPS.has(step.title)) return;
    const parts = namedSteps(step).map((inner) => ({ title: inner.title, ms: inner.duration }));
    this.hooks.push({
      file: fileOf(test),
      title: step.title,
      project: test.parent.project()?.name ?? '',
      ms: step.duration,
      parts,
    });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      file: fileOf(test),
      title: test.title,
      project: test.parent.project()?.name ?? '',
      ms: result.duration,
      status: result.status,
      // Builds and sites started in the test's own body (its hooks' are in theirs).
      parts: result.steps
        .filter((step) => step.category !== 'hook')
        .flatMap((step) => [...(step.category === 'test.step' ? [step] : []), ...namedSteps(step)])
        .map((step) => ({ title: step.title, ms: step.duration })),
    });
  }

  onEnd(result: FullResult): void {
    const file = process.env.E2E_TIMES_FILE;
    if (!file) return;
    const times: SuiteTimes = {
      wallMs: Date.now() - this.began,
      status: result.status,
      tests: this.tests,
      hooks: this.hooks,
    };
    try {
      writeFileSync(file, JSON.stringify(times));
    } catch (error) {
      // The report then lacks the suite; the suite's outcome stands.
      console.error(`the time report will lack the end-to-end suite: ${String(error)}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
