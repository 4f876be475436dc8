// `npm test`: everything CI checks, in order, on a fresh machine: system packages and npm
// packages, lint and formatting, type-check, unit and component tests, production builds,
// the JS budget, the compose file, the end-to-end suite against nginx in Chromium, and `npm start`.
import { type SpawnOptions, type SpawnSyncOptions, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  E2E_TIMES_FILE,
  readTap,
  SITE_CHECKS_TAP_FILE,
  STEP_FILES,
  writeStepTimes,
} from './ci/timeRecord.ts';

/** A step of the summary: whether it passed, and its time in seconds (one decimal). */
interface StepResult {
  name: string;
  ok: boolean;
  seconds: string;
}

/** A step run beside others (sideBySide). */
interface SideStep {
  name: string;
  command: string;
  args: string[];
  options?: SpawnOptions;
  /** A step that must wait for this one, run in its lane once it passed. */
  then?: SideStep;
}

type Outcome = { name: string; code: number | NodeJS.Signals | null };

/** The parts of jest's --json report and Playwright's JSON report that are counted. */
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; flaky?: number; unexpected: number };
}

const seconds = (since: number, until = Date.now()) => ((until - since) / 1000).toFixed(1);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.preview/reports');
// Node keeps the code it compiled for every process started from here (each checked against its
// file's contents before use): the end-to-end suite starts a whole site more than fifteen times,
// whose servers load the same megabytes of server bundle each time (a site's start took 1 s of
// CPU less with it, of about 6.5 s).
process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules/.cache/node-compile');
const started = Date.now();
const results: StepResult[] = [];
// Under .ci/run, the time from its start to this script's is npm install's (package.json's test).
const runStarted = Number(process.env.CI_RUN_STARTED_MS);
if (runStarted > 0) {
  results.push({ name: 'npm install', ok: true, seconds: seconds(runStarted, started) });
}

function step(name: string, command: string, args: string[], options: SpawnSyncOptions = {}) {
  const begin = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  results.push({ name, ok: result.status === 0, seconds });
  if (result.status !== 0) finish(`${name} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Steps that each keep about one core busy, or mostly wait, run side by side; each one's output
 * is printed whole when it ends, so two steps' lines never interleave.
 */
async function sideBySide(steps: readonly SideStep[]): Promise<void> {
  const lane = async (first: SideStep): Promise<Outcome> => {
    let outcome = await runAside(first);
    for (let next = first.then; next && outcome.code === 0; next = next.then) {
      outcome = await runAside(next);
    }
    return outcome;
  };
  const outcomes = await Promise.all(steps.map(lane));
  const failed = outcomes.find(({ code }) => code !== 0);
  if (failed) finish(`${failed.name} failed (exit ${failed.code})`);
}

function runAside({ name, command, args, options = {} }: SideStep): Promise<Outcome> {
  return new Promise((resolve) => {
    const begin = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code, signal) => {
      console.log(`\n=== ${name}: ${command} ${args.join(' ')} (${seconds(begin)} s)`);
      if (output.trim()) console.log(output.trimEnd());
      results.push({ name, ok: code === 0, seconds: seconds(begin) });
      resolve({ name, code: code ?? signal });
    });
  });
}

function countTests(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  try {
    const jest = JSON.parse(readFileSync(path.join(reports, 'jest.json'), 'utf8')) as JestReport;
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
  } catch {
    /* jest did not run */
  }
  try {
    const e2e = JSON.parse(
      readFileSync(path.join(reports, 'e2e.json'), 'utf8'),
    ) as PlaywrightReport;
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
  } catch {
    /* e2e did not run */
  }
  try {
    const siteChecks = readTap(readFileSync(SITE_CHECKS_TAP_FILE, 'utf8'));
    passed += siteChecks.passed;
    failed += siteChecks.failed;
  } catch {
    /* the site checks did not run */
  }
  return { passed, failed };
}

function finish(failure?: string): never {
  console.log('\n=== Summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const { passed, failed } = countTests();
  writeStepTimes(STEP_FILES.npmTest, {
    steps: results.map(({ name, ok, seconds: time }) => ({ name, ok, seconds: Number(time) })),
    startedAt: runStarted > 0 ? runStarted : started,
    endedAt: Date.now(),
  });
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  if (failure) {
    console.error(`\nnpm test failed: ${failure}`);
    process.exit(1);
  }
  process.exit(0);
}

mkdirSync(reports, { recursive: true });
// npm packages are installed before this script starts (package.json's `test`), so that it and
// everything it starts run on the project's own Node (docs/architecture.md#toolchain).
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
// Single-threaded checks that read only the sources: together they fill two cores (lint and the
// type-check take one each; the format check is short). Beside them, the Debian packages the later
// steps need (on a bare machine mostly a wait on the network and the disk), then the compose
// check, which uses one of them (docker-compose; two apt-gets at once would fight for its lock).
await sideBySide([
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'type-check', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  {
    name: 'system packages',
    command: process.execPath,
    args: ['scripts/system-packages.ts'],
    then: { name: 'compose file', command: 'npm', args: ['run', 'compose:check'] },
  },
]);
// local-services' tests are ES modules: jest loads those only with Node's VM modules. Two
// workers: jest's default leaves one of two cores to itself, which mostly waits.
step(
  'unit tests',
  bin('jest'),
  ['--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(reports, 'jest.json')}`],
  {
    env: {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    },
  },
);
step('production build', 'npm', ['run', 'build']);
if (existsSync(path.join(root, 'scripts/check-budget.ts'))) {
  step('JS budget', process.execPath, ['scripts/check-budget.ts']);
}
// What the server sends, without a browser: one built site behind nginx (e2e/site-checks/run.ts).
step(
  'site checks',
  process.execPath,
  ['--import', './e2e/site-checks/resolveExtensionless.mts', 'e2e/site-checks/run.ts'],
  { env: { ...process.env, SITE_CHECKS_TAP: SITE_CHECKS_TAP_FILE } },
);
step('end-to-end tests', bin('playwright'), ['test'], {
  cwd: path.join(root, 'e2e'),
  env: {
    ...process.env,
    CI: process.env.CI ?? '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
    E2E_TIMES_FILE,
  },
});
// Last: it rebuilds every app's dist/ in place, as `npm start` does.
step('npm start', process.execPath, ['scripts/start/check.ts']);
finish();
