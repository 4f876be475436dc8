// The site checks: what the server sends (statuses, redirects, headers, caching, the HTML and its
// head, sitemap and robots), checked with Node's test runner against one built site behind real
// nginx, started once: `npm run test:site` (npm test runs it before the browser tests). A check
// that needs no browser costs an HTTP request and a parse here, against a browser page's context,
// renderer and page load there (docs/architecture.md#where-each-check-runs).
//
// Run by Node with resolveExtensionless.mts (the suite's support modules are written for a bundler).
// E2E_PORT_BASE places the site (SITE_CHECKS_PORT_BASE here, 17080 by default, beside the
// Playwright suite's 18080); extra arguments go to `node --test` (`--test-name-pattern=…`, a file).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
process.env.E2E_PORT_BASE = process.env.SITE_CHECKS_PORT_BASE ?? '17080';
// After E2E_PORT_BASE is set: these read it once, when first imported.
const { SITE_URL } = await import('../support/ports');
const { siteUnderTestEnv } = await import('../support/siteUnderTest');
const { default: warmSite } = await import('../support/warmSite');

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

if (await answers(`${SITE_URL}/healthz`)) {
  console.error(
    `site checks: something already answers at ${SITE_URL}; stop it or set SITE_CHECKS_PORT_BASE`,
  );
  process.exit(2);
}

let siteOutput = '';
const site = spawn(process.execPath, [path.join(root, 'scripts/preview.ts'), '--no-build'], {
  cwd: root,
  env: { ...process.env, ...siteUnderTestEnv() },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, stopped as a whole as Ctrl+C stops `npm run preview`.
  detached: true,
});
site.stdout.on('data', (chunk: Buffer) => (siteOutput += chunk.toString()));
site.stderr.on('data', (chunk: Buffer) => (siteOutput += chunk.toString()));

async function stopSite(): Promise<void> {
  if (site.pid === undefined || site.exitCode !== null) return;
  const ended = new Promise((resolve) => site.once('exit', resolve));
  process.kill(-site.pid, 'SIGINT');
  const killed = setTimeout(
    () => site.pid !== undefined && process.kill(-site.pid, 'SIGKILL'),
    10_000,
  );
  await ended;
  clearTimeout(killed);
}

async function runChecks(): Promise<number> {
  const started = Date.now();
  while (!(await answers(`${SITE_URL}/healthz`))) {
    if (site.exitCode !== null || Date.now() - started > 60_000) {
      console.error(siteOutput.slice(-4000));
      throw new Error(`site checks: the site at ${SITE_URL} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The content pages drawn by the renderer before any check reads them (warmSite.ts says why).
  await warmSite();
  const files = process.argv.slice(2).some((arg) => !arg.startsWith('-'))
    ? []
    : [path.join(here, '*.test.ts')];
  const tests = spawn(
    process.execPath,
    [
      '--import',
      path.join(here, 'resolveExtensionless.mts'),
      '--test',
      '--test-concurrency=2',
      // npm test counts and times them from a TAP copy (scripts/ci/timeRecord.ts's readTap).
      ...(process.env.SITE_CHECKS_TAP
        ? [
            '--test-reporter=spec',
            '--test-reporter-destination=stdout',
            '--test-reporter=tap',
            `--test-reporter-destination=${process.env.SITE_CHECKS_TAP}`,
          ]
        : []),
      ...process.argv.slice(2),
      ...files,
    ],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  return new Promise((resolve) => tests.on('close', (code) => resolve(code ?? 1)));
}

let code = 1;
try {
  code = await runChecks();
} finally {
  await stopSite();
}
if (code !== 0) console.error(`\nsite checks failed; the site's log:\n${siteOutput.slice(-4000)}`);
process.exit(code);
