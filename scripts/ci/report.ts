// CI's time report, printed at the end of every `.ci/run`, green or red: each step's time, the
// slowest tests and hooks of the end-to-end suite (with what each beforeAll spent on builds and
// sites) and of jest. A report, never a check: it exits 0 whatever it finds, and prints what it
// has when a part did not run. Run alone: `node scripts/ci/report.ts`.
import { readFileSync } from 'node:fs';
import {
  E2E_TIMES_FILE,
  readRecord,
  readTap,
  SITE_CHECKS_TAP_FILE,
  STEP_FILES,
  type StepTimes,
  type SuiteTimes,
} from './timeRecord.ts';

/** The parts of jest's --json report read here. */
interface JestReport {
  startTime: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

const SLOWEST = 15;
const root = `${process.cwd()}/`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const line = (ms: number, text: string) => console.log(`${seconds(ms)}  ${text}`);

function slowest<T>(items: readonly T[], ms: (item: T) => number): T[] {
  return [...items].sort((a, b) => ms(b) - ms(a)).slice(0, SLOWEST);
}

function printSteps(title: string, times: StepTimes | undefined): number {
  console.log(`\n${title}`);
  if (!times) {
    console.log('  (did not run)');
    return 0;
  }
  for (const step of times.steps)
    line(step.seconds * 1000, `${step.ok ? '' : step.ended ? 'ENDED ' : 'FAIL '}${step.name}`);
  const total = times.endedAt - times.startedAt;
  line(total, 'total');
  return total;
}

function printEndToEnd(times: SuiteTimes | undefined): void {
  console.log('\nend-to-end: the slowest tests');
  if (!times) {
    console.log('  (did not run)');
    return;
  }
  for (const test of slowest(times.tests, (item) => item.ms)) {
    const status = test.status === 'passed' ? '' : ` (${test.status})`;
    line(test.ms, `${test.file} › ${test.title} [${test.project}]${status}`);
    for (const part of test.parts) line(part.ms, `  ${part.title}`);
  }
  console.log('\nend-to-end: the slowest hooks, with the builds and sites inside them');
  for (const hook of slowest(times.hooks, (item) => item.ms)) {
    line(hook.ms, `${hook.file} › ${hook.title} [${hook.project}]`);
    for (const part of hook.parts) line(part.ms, `  ${part.title}`);
  }
  const testMs = times.tests.reduce((sum, test) => sum + test.ms, 0);
  console.log(
    `\nend-to-end: ${times.tests.length} tests, ${seconds(testMs).trim()} of test time in ${seconds(times.wallMs).trim()} (${times.status})`,
  );
}

function printSiteChecks(): void {
  console.log('\nsite checks: the slowest tests');
  let tap: string;
  try {
    tap = readFileSync(SITE_CHECKS_TAP_FILE, 'utf8');
  } catch {
    console.log('  (did not run)');
    return;
  }
  const { passed, failed, tests } = readTap(tap);
  for (const test of slowest(tests, (item) => item.ms)) line(test.ms, test.title);
  const testMs = tests.reduce((sum, test) => sum + test.ms, 0);
  console.log(
    `\nsite checks: ${passed} passed, ${failed} failed, ${seconds(testMs).trim()} of test time`,
  );
}

function printJest(report: JestReport | undefined): void {
  console.log('\nunit and component tests: the slowest files');
  if (!report) {
    console.log('  (did not run)');
    return;
  }
  const files = report.testResults.map((file) => ({
    name: file.name.replace(root, ''),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults,
  }));
  for (const file of slowest(files, (item) => item.ms).slice(0, 5)) line(file.ms, file.name);
  console.log('\nunit and component tests: the slowest tests');
  const tests = files.flatMap((file) =>
    file.tests.map((test) => ({ name: `${file.name} › ${test.fullName}`, ms: test.duration ?? 0 })),
  );
  for (const test of slowest(tests, (item) => item.ms)) line(test.ms, test.name);
}

console.log('\n=== CI time report');
const npmTest = printSteps('npm test', readRecord<StepTimes>(STEP_FILES.npmTest));
const containers = printSteps('test:containers', readRecord<StepTimes>(STEP_FILES.containers));
printSiteChecks();
printEndToEnd(readRecord<SuiteTimes>(E2E_TIMES_FILE));
printJest(readRecord<JestReport>('jest.json'));
const started = Number(process.env.CI_RUN_STARTED_MS);
console.log('');
if (started > 0) line(Date.now() - started, 'the whole run');
else line(npmTest + containers, 'npm test and test:containers');
