import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  startContentProxy,
  type ContentProxy,
  type ContentServiceMode,
} from '../support/contentProxy';
import { startSite, type DegradedSite } from '../support/degradedSite';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { linkedParam } from '../support/routes';

// Issue 21: a content outage serves the last good page, for as long as it lasts. A site of its own
// whose renderer reaches the content service through a proxy the test stops, hangs or makes fail,
// in three phases, longer than the renderer's request time-out and its reports of a continuing
// outage (the renderer asks what changed every CONTENT_SYNC_SECONDS, and every 5 s while that
// fails; nginx keeps an answer a second). `npm test` holds each phase for 2 s or more with a
// report every 3 s (the production report comes once a minute, RENDERER_FAILURE_REPORT_SECONDS) and
// a request time-out of 0.5 s (4 s in production, RENDERER_CONTENT_TIMEOUT_MS): the same states in
// less of the wait. Phases that wait on the renderer end on its event: the hung phase lasts until
// the state it is there for is reached (the renderer learns of a hung service only past its request
// time-out and one retry 1.4 s later, about 3 s here, 10 s in production, and pages must then be
// served from its copies, marked stale, while the service still hangs), and the outage until the
// renderer has reported it going on (at its Sync's first retry, 5 s after it learnt); the service
// then comes back before the next retry, which finds it. `npm run bench` holds the outage for over ten minutes
// (CONTENT_OUTAGE_MINUTES) with the production minute and time-out, as a soak. The test runs alone
// (the 'long' project): it times every answer.

const OFFSET = SITE_OFFSETS.contentOutage;
const SYNC_SECONDS = 2;
const SOAK_MINUTES = Number(process.env.CONTENT_OUTAGE_MINUTES ?? 0);
const SOAK = SOAK_MINUTES > 0;
const REPORT_SECONDS = SOAK ? 60 : 3;
const CONTENT_TIMEOUT_MS = SOAK ? 4_000 : 500;
// The outage, phase by phase.
const PHASES: { mode: ContentServiceMode; seconds: number }[] = SOAK
  ? [
      { mode: 'hung', seconds: (SOAK_MINUTES * 60 * 4) / 10.5 },
      { mode: 'refusing', seconds: (SOAK_MINUTES * 60 * 3) / 10.5 },
      { mode: 'failing', seconds: (SOAK_MINUTES * 60 * 3.5) / 10.5 },
    ]
  : [
      { mode: 'hung', seconds: 2 },
      { mode: 'refusing', seconds: 2 },
      { mode: 'failing', seconds: 2 },
    ];
// The hung phase goes on past its seconds until pages were served stale while the service hung, the
// renderer knowing of it, and the last phase until the renderer has reported the outage going on (a
// request failing a report's interval after it learnt of it: at the latest its Sync's first retry,
// 5 s after), each for at most this long (the test then fails: the renderer never learnt of the
// hang, or never reported it again).
const EVENT_LIMIT_MS = 30_000;
const OUTAGE_SECONDS = PHASES.reduce((sum, { seconds }) => sum + seconds, 0);
// Rounds of visits, spread over the whole outage.
const ROUNDS = SOAK ? 24 : 6;
const ROUND_EVERY_MS = (OUTAGE_SECONDS * 1000) / ROUNDS;
// A page served from the renderer's copy comes before the entry's one-second wait for a renderer
// (nginx/snippets/render-page.conf): an answer that waited on the hung service takes at least that
// (and is then the client-rendered page, which `isWhole` refuses). How fast a copy is served is
// measured by `npm run bench` (the soak writes its answer times to CONTENT_OUTAGE_TIMES_FILE), not
// asserted here: under a busy core one request in hundreds waits for the CPU longer than a copy
// takes to serve.
const FROM_COPY_MS = 1_000;
const LANGUAGES = ['ka', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

let proxy: ContentProxy;
let site: DegradedSite;
let logDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  logDir = mkdtempSync(path.join(tmpdir(), 'content-outage-'));
  proxy = await startContentProxy(PORTS.entry + OFFSET + 10);
  site = await startSite({
    offset: OFFSET,
    serverEnv: {
      content: {
        CONTENT_INTERNAL_HOST: proxy.host,
        CONTENT_SYNC_SECONDS: String(SYNC_SECONDS),
        RENDERER_FAILURE_REPORT_SECONDS: String(REPORT_SECONDS),
        RENDERER_CONTENT_TIMEOUT_MS: String(CONTENT_TIMEOUT_MS),
      },
    },
    logFile: path.join(logDir, 'site.log'),
  });
});
test.afterAll(async () => {
  await site.stop();
  await proxy.stop();
  rmSync(logDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  ms: number;
  serverRendered: boolean;
  heading: string | undefined;
  pageStatus: string | null;
  age: number;
  html: string;
}

/** Rendered on the server, and Home with the content renderer's widgets in it. */
function isWhole(address: string, answer: Answer): boolean {
  const widgets = ['FeaturedProjects', 'BlogTeaser'].every((widget) =>
    answer.html.includes(`data-region="content/${widget}"`),
  );
  return answer.serverRendered && (address !== '/' || widgets);
}

/**
 * A first visit to route `address` in `language`: its language path (`/ka/blog`), from a browser of
 * that language with nothing stored.
 */
async function visit(address: string, language: Language): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${site.url}/${language}${address}`, {
    headers: { 'Accept-Language': language === 'ka' ? 'ka-GE,ka;q=0.9' : 'en-US,en;q=0.9' },
  });
  const html = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    serverRendered: html.includes('data-rendered="server"'),
    heading: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1],
    pageStatus: response.headers.get('x-page-status'),
    age: Number(response.headers.get('x-page-age') ?? NaN),
    html,
  };
}

test('a content service that hangs, stops or fails for minutes leaves every rendered page served from its stored copy, in both languages', async () => {
  test.setTimeout(OUTAGE_SECONDS * 1000 + 5 * 60_000);
  const project = `/projects/${await linkedParam('/projects/:project')}`;
  const post = `/blog/${await linkedParam('/blog/:post')}`;
  // Asked for before the outage and then not again until it ends: never evicted for that.
  const rarelyVisited = '/projects?status=completed';
  const pages = ['/', '/projects', '/blog', project, post];
  const before = new Map<string, Answer>();
  await Promise.all(
    [...pages, rarelyVisited].flatMap((address) =>
      LANGUAGES.map(async (language) => {
        // A cold renderer may miss the entry's second once (Home's widgets then arrive empty); the
        // page is rendered for the next visit.
        await expect
          .poll(async () => isWhole(address, await visit(address, language)), { timeout: 20_000 })
          .toBe(true);
        const answer = await visit(address, language);
        expect(answer.pageStatus ?? 'fresh').toBe('fresh');
        before.set(`${language} ${address}`, answer);
      }),
    ),
  );

  const notFromCopy: string[] = [];
  const wrong: string[] = [];
  const times = { inTurn: [] as number[], atOnce: [] as number[] };
  const check = (label: string, language: Language, address: string, answer: Answer) => {
    const good = before.get(`${language} ${address}`);
    (label.includes('at once') ? times.atOnce : times.inTurn).push(answer.ms);
    if (answer.ms >= FROM_COPY_MS) {
      notFromCopy.push(`${label} ${language} ${address}: ${answer.ms.toFixed(0)} ms`);
    }
    if (answer.status !== 200 || !isWhole(address, answer) || answer.heading !== good?.heading) {
      wrong.push(
        `${label} ${language} ${address}: ${answer.status}, ${answer.serverRendered ? 'rendered' : 'client-rendered'}, h1 ${answer.heading}`,
      );
    }
  };
  let rounds = 0;
  // Pages answered as served from a stale copy, per phase, once the renderer has said the service
  // fails: the hung phase must reach the state it is there for (the renderer knows of the hang while
  // the service still hangs, and serves its copies). A page it drew again too slowly is served
  // stale too, before it knows: not counted.
  const staleSeen: Partial<Record<ContentServiceMode, number>> = {};
  const siteLog = () => readFileSync(path.join(logDir, 'site.log'), 'utf8');
  const knowsOfFailure = () => siteLog().includes('content service failing (');
  const reportedAgain = () => siteLog().includes('content service still failing after');
  const outageStarted = Date.now();
  for (const [index, { mode, seconds }] of PHASES.entries()) {
    await proxy.become(mode);
    const phaseEnds = Date.now() + seconds * 1000;
    const eventUntil = Date.now() + EVENT_LIMIT_MS;
    const last = index === PHASES.length - 1;
    const goesOn = () =>
      Date.now() < phaseEnds ||
      (Date.now() < eventUntil &&
        ((mode === 'hung' && (staleSeen.hung ?? 0) === 0) || (last && !reportedAgain())));
    while (goesOn()) {
      rounds += 1;
      const known = knowsOfFailure();
      // One after another, every page in both languages.
      for (const address of pages) {
        for (const language of LANGUAGES) {
          const answer = await visit(address, language);
          check(`${mode} round ${rounds}, in turn`, language, address, answer);
          if (known && address !== '/' && answer.pageStatus === 'stale') {
            staleSeen[mode] = (staleSeen[mode] ?? 0) + 1;
          }
        }
      }
      // Fifty at once.
      const at = Array.from({ length: 50 }, (_, index) => ({
        address: pages[index % pages.length] ?? '/',
        language: LANGUAGES[Math.floor(index / pages.length) % 2] ?? 'ka',
      }));
      const answers = await Promise.all(
        at.map(({ address, language }) => visit(address, language)),
      );
      answers.forEach((answer, index) => {
        const { address, language } = at[index]!;
        check(`${mode} round ${rounds}, at once`, language, address, answer);
      });
      await new Promise((resolve) => setTimeout(resolve, ROUND_EVERY_MS));
    }
  }
  const outageSeconds = (Date.now() - outageStarted) / 1000;
  if (process.env.CONTENT_OUTAGE_TIMES_FILE) {
    writeFileSync(process.env.CONTENT_OUTAGE_TIMES_FILE, JSON.stringify(times));
  }
  expect(outageSeconds).toBeGreaterThan(OUTAGE_SECONDS);
  expect(wrong).toEqual([]);
  expect(notFromCopy).toEqual([]);
  expect(rounds).toBeGreaterThan(ROUNDS / 2);
  // Operators see it: the pages say they are stale, and how old.
  expect(
    staleSeen.hung ?? 0,
    'pages served stale while the service still hung, the renderer knowing it',
  ).toBeGreaterThan(0);
  const stale = await visit(post, 'en');
  expect(stale.pageStatus).toBe('stale');
  expect(stale.age).toBeGreaterThanOrEqual(Math.floor(outageSeconds) - 5);

  // Untouched for the whole outage, and still there.
  for (const language of LANGUAGES) {
    check(
      'after the outage, rarely visited',
      language,
      rarelyVisited,
      await visit(rarelyVisited, language),
    );
  }
  expect(wrong).toEqual([]);

  // A page never rendered before: the client-rendered page at once, never an error; and that
  // fallback is not kept as the page.
  const neverAsked = `${post}-never-asked`;
  const fallback = await visit(neverAsked, 'en');
  expect(fallback.status).toBe(200);
  expect(fallback.serverRendered).toBe(false);
  expect(fallback.ms).toBeLessThan(1_000);

  // The renderer logged the failure when it began, then again while it lasted, at most once per
  // report interval, never per request (hundreds failed). Its Sync tries decide when it learns
  // (every 5 s while failing, a hung try only past the time-out and a retry), so the count is
  // bounded, and the reports' own times ("after N s", whole seconds) are an interval apart.
  const log = siteLog();
  const began = log.match(/content service failing \(/g) ?? [];
  const reportedAfter = [...log.matchAll(/content service still failing after (\d+) s/g)].map(
    (match) => Number(match[1]),
  );
  expect(began).toHaveLength(1);
  expect(reportedAfter.length).toBeGreaterThanOrEqual(
    SOAK ? Math.floor(outageSeconds / REPORT_SECONDS) - 1 : 1,
  );
  expect(reportedAfter.length).toBeLessThanOrEqual(Math.ceil(outageSeconds / REPORT_SECONDS) + 1);
  // Once per interval however many requests fail is ContentHealth's rule, held with 1,500 failed
  // requests in contentHealth.test.ts; this outage is short enough that the renderer reports it
  // again once, so the gaps between reports are read in the soak, which reports it many times.
  const gaps = reportedAfter.slice(1).map((after, index) => after - (reportedAfter[index] ?? 0));
  if (SOAK) expect(gaps.length).toBeGreaterThan(1);
  expect(gaps.filter((gap) => gap < REPORT_SECONDS - 1)).toEqual([]);

  // The service is back: pages are fresh again, and the address that was never rendered is its
  // true not-found page.
  // The renderer finds it at its Sync's next retry.
  await proxy.become('up');
  await expect
    .poll(async () => (await visit(post, 'en')).pageStatus, { timeout: 30_000, intervals: [200] })
    .toBe('fresh');
  await expect
    .poll(async () => (await visit(neverAsked, 'en')).status, { timeout: 20_000, intervals: [200] })
    .toBe(404);
  expect(siteLog()).toMatch(/content service answers again after \d+ s/);
});
