// `npm run bench`: the production build behind nginx, measured per route and language.
//
// First visits are what the bars judge: the spec's addresses, nothing stored, an English browser (in
// Georgia) and a Georgian one (abroad), with the geolocation stub answering so the language
// banner appears, as it does for a real first-time visitor. Lighthouse (mobile preset, simulated
// throttling) runs 3 times per row and each metric is the median. A second, labelled table
// measures the same visitors arriving on their own language path (no redirect), the same way. Also measured: the gzip bytes
// of JS and CSS on a first visit (JS asked for after the load event apart) and a repeat visit, the content renderer's time on a cache miss, and
// the entry's requests per second on loopback (a cached content page, a prerendered page, files),
// and a soak: a content outage held for over ten minutes on a site of its own (the end-to-end
// test of that outage, lengthened; `--no-soak` leaves it out). Where bench/baseline.json holds the
// first visits of an earlier commit, measured the same way, the report sets them beside these.
// Writes bench/report.json and bench/report.md. `--no-build` measures the existing builds.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launchChromium, measureDownloads, sumBytes, sumNetwork } from '../lib/measureRoute.ts';
import {
  ensureBuilds,
  INTERNAL_ADDRESSES,
  previewEnvOnPorts,
  previewPorts,
  repoRoot,
} from '../lib/nginxPreview.ts';
import { reportable, reportOperatorErrors } from '../lib/operatorErrors.ts';
import { ensurePortsFree } from '../lib/ports.ts';
import { run, start, stopAll, waitForUrl } from '../lib/processes.ts';
import { sitePortUses } from '../lib/sitePorts.ts';
import { type LighthouseMetrics, medianLighthouse } from './lighthouseRuns.ts';
import { outageSoak, soakReport } from './outageSoak.ts';
import { publishTimes } from './publishTimes.ts';
import { renderTimes } from './renderTimes.ts';
import { throughput } from './throughput.ts';

reportOperatorErrors();

// Issue 35's bars (FCP's is issue 22's).
const BARS = {
  performance: 98,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  fcpMs: 1200,
  // Script a first-time visitor downloads before interacting with Home: before the load event
  // and after it (on idle), for a visit that only reads.
  jsBeforeInteractionHome: 100 * 1024,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT_BASE ?? 18380);
const site = `http://localhost:${port}`;
const services = `http://localhost:${port + 10}`;

const SOAK_MINUTES = 10.5;

/** Who arrives on a first visit (FIRST_VISITORS). */
interface Arrival {
  visitor: string;
  language: string;
  browserLanguage: string;
  country: string;
}

/** What a first and a repeat visit downloaded, and what the visitor saw. */
interface Visit {
  bannerShown: boolean;
  /** The page's language (its html lang). */
  language: string | null;
  firstLoadJs: number;
  afterLoadJs: number;
  firstLoadCss: number;
  repeatKb: number;
}

/** A row of the first visits' table: the page's own language, as the visit found it. */
type FirstVisit = Omit<Arrival, 'language'> &
  Visit &
  LighthouseMetrics & { route: string; meetsBars: boolean };

/** A page of local-services' Content Delivery API answer. */
interface Entries {
  items: { fields: { slug: string } }[];
}

/** Who arrives: the browser's language list and the country the geolocation stub answers. */
const FIRST_VISITORS: Arrival[] = [
  { visitor: 'en browser, in Georgia', language: 'en', browserLanguage: 'en-US', country: 'GE' },
  { visitor: 'ka browser, abroad', language: 'ka', browserLanguage: 'ka', country: 'US' },
];

// A port another process holds stops the bench now, not after the build.
await ensurePortsFree(sitePortUses(previewPorts(port), 'BENCH_PORT_BASE'));

// local-services serves a copy of its export, which the publish measurement edits.
const contentCopy = mkdtempSync(path.join(tmpdir(), 'bench-content-'));

if (!process.argv.includes('--no-build')) await run('npm', ['run', 'build'], { cwd: repoRoot });
ensureBuilds();
start('preview', process.execPath, [path.join(repoRoot, 'scripts/preview.ts'), '--no-build'], {
  env: {
    ...process.env,
    ...previewEnvOnPorts(port),
    SITE_URL: site,
    CONTENT_EXPORT_COPY_DIR: contentCopy,
  },
});

async function firstSlug(contentType: string): Promise<string> {
  const response = await fetch(
    `${services}/spaces/local-space/environments/master/entries?content_type=${contentType}&limit=1&order=-sys.createdAt`,
    { headers: { Authorization: 'Bearer local-delivery-token' } },
  );
  const body = (await response.json()) as Entries;
  const [first] = body.items;
  if (!first) throw new Error(`local-services has no ${contentType}`);
  return first.fields.slug;
}

async function allSlugs(contentType: string): Promise<string[]> {
  const response = await fetch(
    `${services}/spaces/local-space/environments/master/entries?content_type=${contentType}&limit=100`,
    { headers: { Authorization: 'Bearer local-delivery-token' } },
  );
  const body = (await response.json()) as Entries;
  return body.items.map((item) => item.fields.slug);
}

async function answerCountry(country: string): Promise<void> {
  const response = await fetch(`${services}/geo/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ country, primary: 'ok', fallback: 'ok' }),
  });
  if (!response.ok) throw new Error(`geolocation stub: ${response.status}`);
}

/** Bytes on a first and a repeat visit, and whether the language banner showed up. */
async function visitAsNewcomer(
  browser: Browser,
  url: string,
  browserLanguage: string,
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: browserLanguage,
  });
  const first = await measureDownloads(context, url, { settleMs: 2500 });
  // The site's start script loads on every page: a visit without a script measured nothing.
  if (!first.some((file) => file.type === 'js')) throw new Error(`${url}: no script was measured`);
  const probe = await context.newPage();
  await probe.goto(url);
  const bannerShown = await probe
    .getByRole('region', { name: /Language suggestion|ენის შეთავაზება/ })
    .waitFor({ timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  const language = await probe.locator('html').getAttribute('lang');
  await probe.close();
  const repeat = await measureDownloads(context, url);
  await context.close();
  return {
    bannerShown,
    language,
    firstLoadJs: sumBytes(first, 'js', 'beforeLoad'),
    // Asked for after the load event: on idle (the footer), as parts come into view.
    afterLoadJs: sumBytes(first, 'js', 'afterLoad'),
    firstLoadCss: sumBytes(first, 'css'),
    repeatKb: (sumNetwork(repeat, 'js') + sumNetwork(repeat, 'css')) / 1024,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The first visits of an earlier commit (bench/baseline.json), to set beside this run's. */
interface Baseline {
  commit: string;
  description: string;
  measuredAt: string;
  firstVisits: (LighthouseMetrics & {
    route: string;
    visitor: string;
    firstLoadJs: number;
    afterLoadJs: number;
  })[];
}

/** Before → after for each first-visit row, when a baseline is there; else nothing. */
function baselineTable(rows: readonly FirstVisit[]): string[] {
  const file = path.join(repoRoot, 'bench/baseline.json');
  if (!existsSync(file)) return [];
  const baseline = JSON.parse(readFileSync(file, 'utf8')) as Baseline;
  const pair = (before: number | null | undefined, after: number | null) =>
    `${Math.round(before ?? 0)} → ${Math.round(after ?? 0)}`;
  return [
    `### Before and after: ${baseline.commit} (${baseline.description}, measured ${baseline.measuredAt.slice(0, 16).replace('T', ' ')}) → this run`,
    '',
    '| route | visitor | perf | LCP ms | TBT ms | JS before interaction KB gz |',
    '| --- | --- | --: | --: | --: | --: |',
    ...rows.map((row) => {
      const before = baseline.firstVisits.find(
        (old) => old.route === row.route && old.visitor === row.visitor,
      );
      const js = (visit: { firstLoadJs: number; afterLoadJs: number }) =>
        kb(visit.firstLoadJs + visit.afterLoadJs);
      return `| ${row.route} | ${row.visitor} | ${pair(before?.performance, row.performance)} | ${pair(before?.lcpMs, row.lcpMs)} | ${pair(before?.tbtMs, row.tbtMs)} | ${before ? js(before) : '?'} → ${js(row)} |`;
    }),
    '',
  ];
}
const ms = (value: number | null) => String(Math.round(value ?? 0));

function meetsBars(row: LighthouseMetrics): boolean {
  return (
    (row.performance ?? -Infinity) >= BARS.performance &&
    (row.lcpMs ?? Infinity) <= BARS.lcpMs &&
    (row.tbtMs ?? Infinity) <= BARS.tbtMs &&
    (row.cls ?? Infinity) <= BARS.cls &&
    (row.fcpMs ?? Infinity) <= BARS.fcpMs
  );
}

try {
  await waitForUrl(`${site}/healthz`, 60_000);
  await waitForUrl(`${services}/healthz`, 60_000);
  await waitForUrl(`http://127.0.0.1:${port + 4}/healthz`, 60_000);
  const routes = [
    '/',
    '/services',
    '/projects',
    `/projects/${await firstSlug('project')}`,
    '/blog',
    `/blog/${await firstSlug('blogPost')}`,
    '/about',
    '/contact',
  ];
  const browser = await launchChromium();
  const firstVisits: FirstVisit[] = [];
  for (const route of routes) {
    for (const arrival of FIRST_VISITORS) {
      const url = `${site}${route}`;
      await answerCountry(arrival.country);
      const visit = await visitAsNewcomer(browser, url, arrival.browserLanguage);
      const lh = await medianLighthouse(url, arrival.browserLanguage, RUNS, () =>
        answerCountry(arrival.country),
      );
      const measured = { route, ...arrival, ...visit, ...lh };
      const row = { ...measured, meetsBars: meetsBars(measured) };
      firstVisits.push(row);
      console.log(
        `first visit ${route} [${arrival.visitor}] perf ${row.performance} FCP ${ms(row.fcpMs)} LCP ${ms(row.lcpMs)} TBT ${ms(row.tbtMs)} CLS ${row.cls?.toFixed(3)} JS ${kb(row.firstLoadJs)} KB (+${kb(row.afterLoadJs)} after load) banner ${row.bannerShown}`,
      );
    }
  }
  await browser.close();

  // The same visitors arriving on their own language's path (a shared link, a search result):
  // no redirect. Beside the rows above, this is what the unprefixed address's redirect costs.
  const onLanguagePath = [];
  for (const route of routes) {
    for (const arrival of FIRST_VISITORS) {
      await answerCountry(arrival.country);
      const address = `/${arrival.language}${route}`;
      const lh = await medianLighthouse(`${site}${address}`, arrival.browserLanguage, RUNS, () =>
        answerCountry(arrival.country),
      );
      const unprefixed = firstVisits.find(
        (row) => row.route === route && row.visitor === arrival.visitor,
      );
      const row = { route, address, visitor: arrival.visitor, unprefixed, ...lh };
      onLanguagePath.push({ ...row, meetsBars: meetsBars(lh) });
      console.log(
        `first visit ${address} [${arrival.visitor}] perf ${lh.performance} FCP ${ms(lh.fcpMs)} LCP ${ms(lh.lcpMs)} (unprefixed: perf ${unprefixed?.performance} LCP ${ms(unprefixed?.lcpMs ?? null)})`,
      );
    }
  }

  // Addresses the visits above did not ask for: the renderer draws each (it keeps what it drew).
  const renderer = await renderTimes(`http://127.0.0.1:${port + 4}`, [
    ...(await allSlugs('project')).map((slug) => `${INTERNAL_ADDRESSES.page}projects/${slug}`),
    ...(await allSlugs('blogPost')).map((slug) => `${INTERNAL_ADDRESSES.page}blog/${slug}`),
  ]);
  console.log(`content renderer: p50 ${renderer.p50Ms} ms, p95 ${renderer.p95Ms} ms`);

  const publish = await publishTimes(
    site,
    path.join(contentCopy, 'content-export.json'),
    await firstSlug('blogPost'),
  );
  console.log(`publish → fresh page: p50 ${publish.p50Ms} ms (${publish.samplesMs.join(', ')})`);

  // A content page from the content server's cache, a prerendered company page, and a file.
  const load = [
    await throughput(`${site}/en/projects`),
    await throughput(`${site}/en/about`),
    await throughput(`${site}/mfe/content/mf-manifest.json`),
    await throughput(`${site}/favicon.svg`),
  ];

  const soak = process.argv.includes('--no-soak')
    ? undefined
    : await outageSoak({ repoRoot, minutes: SOAK_MINUTES, portBase: port + 10_000 });

  const met = {
    lighthouse: firstVisits.every((row) => row.meetsBars),
    lighthouseOnLanguagePaths: onLanguagePath.every((row) => row.meetsBars),
    bannerShownOnFirstVisits: firstVisits.every((row) => row.bannerShown),
    jsBeforeInteractionHome: firstVisits
      .filter((row) => row.route === '/')
      .every((row) => row.firstLoadJs + row.afterLoadJs <= BARS.jsBeforeInteractionHome),
    repeatVisit: firstVisits.every((row) => row.repeatKb === 0),
    noThroughputErrors: load.every((row) => row.errors + row.timeouts + row.non2xx === 0),
    ...(soak ? { contentOutageSoak: soak.passed } : {}),
  };

  const firstTable = [
    `### First visits to the spec's addresses (\`/projects\`: a redirect to the visitor's language path; nothing stored, banner allowed; median of ${RUNS} Lighthouse runs)`,
    '',
    '| route | visitor | lang | banner | perf | FCP ms | LCP ms | TBT ms | CLS | JS KB gz | JS after load KB gz | CSS KB gz | repeat KB | bars |',
    '| --- | --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...firstVisits.map(
      (r) =>
        `| ${r.route} | ${r.visitor} | ${r.language} | ${r.bannerShown ? 'shown' : 'none'} | ${r.performance} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${(r.cls ?? 0).toFixed(3)} | ${kb(r.firstLoadJs)} | ${kb(r.afterLoadJs)} | ${kb(r.firstLoadCss)} | ${r.repeatKb.toFixed(1)} | ${r.meetsBars ? 'met' : 'missed'} |`,
    ),
  ];
  const chosenTable = [
    `### First visits to the visitor's language path (\`/ka/projects\`: no redirect; nothing stored, banner allowed; median of ${RUNS} Lighthouse runs), beside the spec's address`,
    '',
    '| address | visitor | perf | FCP ms | LCP ms | TBT ms | CLS | unprefixed: perf | unprefixed: FCP ms | unprefixed: LCP ms | bars |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...onLanguagePath.map(
      (r) =>
        `| ${r.address} | ${r.visitor} | ${r.performance} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${(r.cls ?? 0).toFixed(3)} | ${r.unprefixed?.performance ?? '?'} | ${ms(r.unprefixed?.fcpMs ?? null)} | ${ms(r.unprefixed?.lcpMs ?? null)} | ${r.meetsBars ? 'met' : 'missed'} |`,
    ),
  ];
  const rendererTable = [
    '### The content renderer drawing a page it has not drawn before (sequential, to the renderer itself)',
    '',
    '| renders | p50 ms | p95 ms |',
    '| --: | --: | --: |',
    `| ${renderer.renders} | ${renderer.p50Ms} | ${renderer.p95Ms} |`,
  ];
  const publishTable = [
    '### From a publish to a fresh page (local-services export edited → signed webhook → sync → render → the entry)',
    '',
    '| publishes | p50 ms | each, ms |',
    '| --: | --: | --- |',
    `| ${publish.publishes} | ${publish.p50Ms} | ${publish.samplesMs.join(', ')} |`,
  ];
  const loadTable = [
    '### The entry on loopback (autocannon, 50 connections, 10 s)',
    '',
    '| address | req/s | p50 ms | p99 ms | requests | errors | time-outs | non-2xx |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...load.map(
      (r) =>
        `| ${new URL(r.url).pathname} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
    ),
  ];
  const soakLine = soakReport(soak);
  const bars = `Bars for every first-visit row: performance ≥ ${BARS.performance}, LCP ≤ ${BARS.lcpMs} ms, TBT ≤ ${BARS.tbtMs} ms, CLS ≤ ${BARS.cls}, FCP ≤ ${BARS.fcpMs} ms; JS before the first interaction on / (before and after the load event) ≤ ${kb(BARS.jsBeforeInteractionHome)} KB gzip; a repeat visit downloads no JS or CSS; no load errors.`;
  const summary = Object.entries(met)
    .map(([name, ok]) => `- ${ok ? 'met' : 'NOT met'}: ${name}`)
    .join('\n');
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)}.`,
    '',
    ...firstTable,
    '',
    ...baselineTable(firstVisits),
    ...chosenTable,
    '',
    ...rendererTable,
    '',
    ...publishTable,
    '',
    ...loadTable,
    '',
    soakLine,
    '',
    bars,
    '',
    summary,
  ].join('\n');
  mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(
    path.join(repoRoot, 'bench/report.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), bars: BARS, runs: RUNS, met, firstVisits, onLanguagePath, renderer, publish, load, soak }, null, 2)}\n`,
  );
  writeFileSync(path.join(repoRoot, 'bench/report.md'), `${report}\n`);
  console.log(`\n${report}`);
  stopAll(0);
} catch (error) {
  console.error(reportable(error));
  stopAll(1);
}
