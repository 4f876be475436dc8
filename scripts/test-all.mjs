// `npm test`: everything CI checks, in order, on a fresh machine: system packages and npm
// packages, lint and formatting, type-check, unit and component tests, production builds,
// the JS budget, the compose file, the end-to-end suite against nginx in Chromium, and `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './lib/systemPackages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.preview/reports');
const started = Date.now();
const results = [];

function step(name, command, args, options = {}) {
  const begin = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  results.push({ name, ok: result.status === 0, seconds });
  if (result.status !== 0) finish(`${name} failed (exit ${result.status ?? result.signal})`);
}

function npmPackagesStale() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

function countTests() {
  let passed = 0;
  let failed = 0;
  try {
    const jest = JSON.parse(readFileSync(path.join(reports, 'jest.json'), 'utf8'));
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
  } catch {
    /* jest did not run */
  }
  try {
    const e2e = JSON.parse(readFileSync(path.join(reports, 'e2e.json'), 'utf8'));
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
  } catch {
    /* e2e did not run */
  }
  return { passed, failed };
}

function finish(failure) {
  console.log('\n=== Summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const { passed, failed } = countTests();
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  if (failure) {
    console.error(`\nnpm test failed: ${failure}`);
    process.exit(1);
  }
  process.exit(0);
}

mkdirSync(reports, { recursive: true });
try {
  ensureSystemPackages();
  results.push({ name: 'system packages', ok: true, seconds: '0' });
} catch (error) {
  results.push({ name: 'system packages', ok: false, seconds: '0' });
  finish(error.message);
}
if (npmPackagesStale()) {
  step('npm install', 'npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
const bin = (name) => path.join(root, 'node_modules/.bin', name);
step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('type-check', bin('tsc'), ['-p', 'tsconfig.json']);
// local-services' tests are ES modules: jest loads those only with Node's VM modules.
step(
  'unit tests',
  bin('jest'),
  ['--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`],
  {
    env: {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    },
  },
);
step('production build', 'npm', ['run', 'build']);
if (existsSync(path.join(root, 'scripts/check-budget.mjs'))) {
  step('JS budget', process.execPath, ['scripts/check-budget.mjs']);
}
step('compose file', 'npm', ['run', 'compose:check']);
step('end-to-end tests', bin('playwright'), ['test'], {
  cwd: path.join(root, 'e2e'),
  env: {
    ...process.env,
    CI: process.env.CI ?? '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
  },
});
// Last: it rebuilds every app's dist/ in place, as `npm start` does.
step('npm start', process.execPath, ['scripts/start/check.mjs']);
finish();
