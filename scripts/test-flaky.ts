// `npm run test:flaky [-- --runs N] [playwright arguments…]`: hunts tests that fail by chance.
// Runs the end-to-end suite (or the specs and options given, e.g. `tests/shell.spec.ts
// --repeat-each 5`) several times in a row, as CI does (CI=1: two workers, every project, @slow
// tests too), while a process beside it keeps one core busy the way a loaded CI machine is, and
// prints how often each test failed. Builds first when there are none. Exits non-zero when any
// test failed in any run.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import { run } from './lib/processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const e2e = path.join(root, 'e2e');

function options(argv: readonly string[]): { runs: number; playwrightArgs: string[] } {
  const rest = [...argv];
  let runs = 3;
  const at = rest.indexOf('--runs');
  if (at !== -1) {
    runs = Number(rest[at + 1]);
    rest.splice(at, 2);
  }
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('test:flaky: --runs takes a whole number of at least 1');
    process.exit(2);
  }
  // Paths given from the repository's root (tab completion) are the e2e project's own.
  const playwrightArgs = rest.map((arg) =>
    arg.startsWith('e2e/') && existsSync(path.join(root, arg)) ? arg.slice('e2e/'.length) : arg,
  );
  return { runs, playwrightArgs };
}

/** One core kept busy for as long as the hunt lasts: a second process in a tight loop. */
function busyCore(): () => void {
  const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const stop = () => {
    busy.kill('SIGKILL');
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  return stop;
}

/** Every test of a Playwright JSON report: its project and title, and whether it passed. */
function outcomes(report: JSONReport): { name: string; ok: boolean }[] {
  const found: { name: string; ok: boolean }[] = [];
  const walk = (suite: JSONReportSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'skipped') continue;
        found.push({ name, ok: test.status === 'expected' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

function runSuite(playwrightArgs: readonly string[], reportFile: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '--reporter=dot,json', ...playwrightArgs],
      {
        cwd: e2e,
        stdio: 'inherit',
        env: { ...process.env, CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
      },
    );
    child.on('exit', (code) => resolve(code));
  });
}

const { runs, playwrightArgs } = options(process.argv.slice(2));
if (!existsSync(path.join(root, 'shell/dist/index.html'))) {
  await run('npm', ['run', 'build'], { cwd: root });
}
const reports = mkdtempSync(path.join(tmpdir(), 'test-flaky-'));
// What a failed run leaves (each failed test's error context and trace, every extra site's log),
// kept past the next run, which clears e2e/test-results.
const kept = mkdtempSync(path.join(tmpdir(), 'test-flaky-results-'));
const keptRuns: string[] = [];
const failures = new Map<string, { runs: number; failed: number }>();
const seconds: string[] = [];
const stopBusy = busyCore();
try {
  for (let round = 1; round <= runs; round += 1) {
    console.log(`\n=== test:flaky: run ${round} of ${runs}, one core kept busy beside it`);
    const reportFile = path.join(reports, `run-${round}.json`);
    const began = Date.now();
    const code = await runSuite(playwrightArgs, reportFile);
    seconds.push(((Date.now() - began) / 1000).toFixed(0));
    if (!existsSync(reportFile)) {
      console.error(`test:flaky: run ${round} wrote no report (playwright exited ${code})`);
      process.exitCode = 1;
      continue;
    }
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JSONReport;
    if (code !== 0 && existsSync(path.join(e2e, 'test-results'))) {
      const folder = path.join(kept, `run-${round}`);
      cpSync(path.join(e2e, 'test-results'), folder, { recursive: true });
      keptRuns.push(folder);
    }
    for (const { name, ok } of outcomes(report)) {
      const tally = failures.get(name) ?? { runs: 0, failed: 0 };
      tally.runs += 1;
      if (!ok) tally.failed += 1;
      failures.set(name, tally);
    }
  }
} finally {
  stopBusy();
  rmSync(reports, { recursive: true, force: true });
}

const tallies = [...failures];
const failed = tallies.filter(([, t]) => t.failed > 0).sort((a, b) => b[1].failed - a[1].failed);
console.log(`\n=== test:flaky: ${runs} runs (${seconds.join(' s, ')} s), one core kept busy`);
if (failed.length === 0) console.log(`every one of ${tallies.length} tests passed every time`);
for (const [name, t] of failed) console.log(`failed ${t.failed} of ${t.runs} times: ${name}`);
const total = tallies.reduce((sum, [, t]) => sum + t.runs, 0);
const failedTimes = failed.reduce((sum, [, t]) => sum + t.failed, 0);
console.log(`${total - failedTimes} passed, ${failedTimes} failed`);
if (failedTimes > 0) process.exitCode = 1;
if (keptRuns.length > 0) console.log(`what the failed runs left: ${keptRuns.join(', ')}`);
else rmSync(kept, { recursive: true, force: true });
