// `npm run bench`: the production build behind nginx, measured per route and language —
// Lighthouse (mobile preset, simulated throttling, Debian's Chromium) and the gzip bytes of JS
// and CSS each route downloads on a first visit and on a repeat visit. Writes bench/report.json
// and bench/report.md. `--no-build` measures the existing builds.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CHROMIUM_ARGS,
  launchChromium,
  measureDownloads,
  sumBytes,
  sumNetwork,
} from './lib/measureRoute.mjs';
import { repoRoot } from './lib/nginxPreview.mjs';
import { run, start, stopAll, waitForUrl } from './lib/processes.mjs';

const BARS = { performance: 95, cls: 0.02, firstLoadJsHome: 150 * 1024 };
const port = Number(process.env.BENCH_PORT_BASE ?? 18380);
const site = `http://localhost:${port}`;
const services = `http://localhost:${port + 10}`;

if (!process.argv.includes('--no-build')) await run('npm', ['run', 'build'], { cwd: repoRoot });
start('preview', process.execPath, [path.join(repoRoot, 'scripts/preview.mjs'), '--no-build'], {
  env: {
    ...process.env,
    PORT: String(port),
    PREVIEW_COMPANY_PORT: String(port + 1),
    PREVIEW_CONTENT_PORT: String(port + 2),
    PREVIEW_CONTACT_PORT: String(port + 3),
    LOCAL_SERVICES_PORT: String(port + 10),
    SITE_URL: site,
  },
});

async function firstSlug(contentType) {
  const response = await fetch(
    `${services}/spaces/local-space/environments/master/entries?content_type=${contentType}&limit=1&order=-sys.createdAt`,
    { headers: { Authorization: 'Bearer local-delivery-token' } },
  );
  const body = await response.json();
  return body.items[0].fields.slug;
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    };
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;

try {
  await waitForUrl(`${site}/healthz`, 60_000);
  await waitForUrl(`${services}/healthz`, 60_000);
  const routes = [
    '/',
    '/projects',
    `/projects/${await firstSlug('project')}`,
    '/blog',
    `/blog/${await firstSlug('blogPost')}`,
    '/about',
    '/contact',
  ];
  const browser = await launchChromium();
  const rows = [];
  for (const route of routes) {
    for (const language of ['ka', 'en']) {
      const url = `${site}${route}?lang=${language}`;
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const first = await measureDownloads(context, url);
      const repeat = await measureDownloads(context, url);
      await context.close();
      const lh = await lighthouseRun(url);
      const row = {
        route,
        language,
        ...lh,
        firstLoadJs: sumBytes(first, 'js'),
        firstLoadCss: sumBytes(first, 'css'),
        repeatJs: sumNetwork(repeat, 'js'),
        repeatCss: sumNetwork(repeat, 'css'),
      };
      rows.push(row);
      console.log(
        `${route} [${language}] perf ${row.performance} CLS ${row.cls?.toFixed(3)} LCP ${Math.round(row.lcpMs ?? 0)} ms  JS ${kb(row.firstLoadJs)} KB  CSS ${kb(row.firstLoadCss)} KB  repeat ${kb(row.repeatJs + row.repeatCss)} KB`,
      );
    }
  }
  await browser.close();

  const bars = {
    performance: rows.every((r) => r.performance >= BARS.performance),
    cls: rows.every((r) => (r.cls ?? 0) <= BARS.cls),
    firstLoadJsHome: rows
      .filter((r) => r.route === '/')
      .every((r) => r.firstLoadJs <= BARS.firstLoadJsHome),
    repeatVisit: rows.every((r) => r.repeatJs + r.repeatCss === 0),
  };
  const table = [
    '| route | lang | perf | FCP ms | LCP ms | TBT ms | CLS | JS KB gz | CSS KB gz | repeat KB |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.language} | ${r.performance} | ${Math.round(r.fcpMs ?? 0)} | ${Math.round(r.lcpMs ?? 0)} | ${Math.round(r.tbtMs ?? 0)} | ${(r.cls ?? 0).toFixed(3)} | ${kb(r.firstLoadJs)} | ${kb(r.firstLoadCss)} | ${kb(r.repeatJs + r.repeatCss)} |`,
    ),
  ].join('\n');
  const summary = Object.entries(bars)
    .map(([name, ok]) => `- ${ok ? 'met' : 'NOT met'}: ${name}`)
    .join('\n');
  mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(
    path.join(repoRoot, 'bench/report.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), bars: BARS, met: bars, rows }, null, 2)}\n`,
  );
  writeFileSync(path.join(repoRoot, 'bench/report.md'), `${table}\n\n${summary}\n`);
  console.log(`\n${table}\n\n${summary}`);
  stopAll(0);
} catch (error) {
  console.error(error);
  stopAll(1);
}
