// Checks what `npm start` promises a newcomer, run by `npm test` after the end-to-end suite (it
// rebuilds every app's dist/ in place): the site comes up server-rendered, with true statuses,
// and says where each server's metrics are; after a source file changes, the rebuilt app is
// served, and the content pages the previous build rendered are gone from the cache; Ctrl+C stops
// every process it started.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import {
  APP_DIRS,
  INTERNAL_ADDRESSES,
  previewEnvOnPorts,
  previewPorts,
  repoRoot,
} from '../lib/nginxPreview.ts';
import { reportOperatorErrors } from '../lib/operatorErrors.ts';
import { ensurePortsFree } from '../lib/ports.ts';
import { sitePortUses } from '../lib/sitePorts.ts';

const base = Number(process.env.START_CHECK_PORT ?? 8700);
const site = `http://127.0.0.1:${base}`;
const contentServer = `http://127.0.0.1:${previewPorts(base).content}`;
const startedAt = Date.now();
let output = '';

reportOperatorErrors();
await ensurePortsFree(sitePortUses(previewPorts(base), 'START_CHECK_PORT'));

const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.ts')], {
  cwd: repoRoot,
  env: { ...process.env, ...previewEnvOnPorts(base) },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, stopped as a whole the way Ctrl+C stops it in a terminal.
  detached: true,
});
child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

async function until(
  description: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start: ${description} did not happen in ${timeoutMs / 1000} s`);
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

async function page(route: string, language: string) {
  const response = await fetch(`${site}${route}`, { headers: { 'Accept-Language': language } });
  return { status: response.status, html: await response.text() };
}

async function cacheStatus() {
  const response = await fetch(`${contentServer}${INTERNAL_ADDRESSES.page}projects`, {
    headers: { 'X-Site-Language': 'en' },
  });
  await response.arrayBuffer();
  return response.headers.get('x-cache-status');
}

function check(name: string, assertion: () => void): void {
  assertion();
  console.log(`ok  ${name}`);
}

try {
  // What a developer waits for: the line saying the site runs. Every part answers by then; the
  // entry alone answers earlier, while the content renderer may still be starting.
  await until('the site running', () => output.includes('The site runs on'), 300_000);
  console.log(`npm start: the site ran after ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);

  const about = await page('/about', 'en');
  check('a company page arrives rendered, in the visitor’s language', () => {
    assert.equal(about.status, 200);
    assert.match(about.html, /<html lang="en" data-rendered="server"/);
    assert.match(about.html, /<h1[^>]*>/);
    assert.match(about.html, /<footer/);
  });
  const projects = await page('/projects', 'ka');
  check('a content page arrives rendered with its content', () => {
    assert.equal(projects.status, 200);
    assert.match(projects.html, /<html lang="ka" data-rendered="server"/);
    assert.match(projects.html, /data-content-queries/);
  });
  const unknownPost = await page('/blog/no-such-post', 'en');
  check('an unknown post answers 404, with the site’s own not-found page', () => {
    assert.equal(unknownPost.status, 404);
    assert.match(unknownPost.html, /<html lang="en" data-rendered=/);
  });

  const metricsLine = /^Metrics \(Prometheus\): (.+)$/m;
  await until('the line saying where the metrics are', () => metricsLine.test(output), 10_000);
  const metricsUrls = (metricsLine.exec(output)?.[1] ?? '').trim().split(/\s+/);
  const scraped = await Promise.all(
    metricsUrls.map((url) =>
      fetch(url).then(
        (answer) => answer.text(),
        () => '',
      ),
    ),
  );
  check('it says where each server’s metrics are, and each answers', () => {
    assert.equal(metricsUrls.length, 3);
    for (const text of scraped) assert.match(text, /^# TYPE site_http_requests_total counter$/m);
  });

  await cacheStatus();
  const cachedBefore = await cacheStatus();
  check('the content server caches a rendered page', () => assert.equal(cachedBefore, 'HIT'));
  const before = output.length;
  const source = path.join(repoRoot, APP_DIRS.content, 'src/server/server.ts');
  const now = new Date();
  utimesSync(source, now, now);
  await until(
    'serving the content remote’s new build',
    () => output.slice(before).includes('Serving the new build of content'),
    180_000,
  );
  const cachedAfter = await cacheStatus();
  const rebuilt = await page('/projects', 'en');
  check('after a change, the rebuilt remote renders its pages anew', () => {
    assert.equal(cachedAfter, 'MISS');
    assert.equal(rebuilt.status, 200);
    assert.match(rebuilt.html, /data-content-queries/);
  });
} catch (error) {
  console.error(output.slice(-4000));
  throw error;
} finally {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
}
await until('stopping', () => child.exitCode !== null, 10_000).catch(() => {});
assert.notEqual(child.exitCode, null, 'npm start stops on Ctrl+C');
await new Promise((resolve) => setTimeout(resolve, 500));
assert.equal(await answers(`${site}/healthz`), false, 'nothing keeps serving after Ctrl+C');
assert.equal(await answers(`${contentServer}/healthz`), false);
console.log('ok  Ctrl+C stops every process npm start started');
