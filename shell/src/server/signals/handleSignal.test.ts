/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleLabels, sampleValue, siteMetrics, startMetricsServer } from '@site/platform/metrics';
import { MAX_BEACON_BYTES } from './beacon';
import { BeaconPace } from './beaconPace';
import { handleSignal, signalsRoute } from './handleSignal';
import { signalsMetrics } from './signalsMetrics';

// The signals server on its own: a real HTTP server around handleSignal, as signalsServer.ts runs
// it, and its metrics on a real listener of their own, read as Prometheus reads them.

let site: Server;
let metricsServer: Server | undefined;
let siteUrl: string;
let logs: string[];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startSite(perMinute = 30) {
  logs = [];
  const metrics = signalsMetrics(siteMetrics());
  const pace = new BeaconPace(perMinute);
  metricsServer = await startMetricsServer(metrics.site.registry, { port: 0, host: '127.0.0.1' });
  site = createServer((request, response) => {
    metrics.site.observeRequest(response, signalsRoute(request.url));
    void handleSignal(request, response, { metrics, pace, log: (line) => logs.push(line) });
  });
  siteUrl = await listen(site);
}

beforeEach(() => startSite());
afterEach(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => metricsServer?.close(resolve));
});

async function scrape(): Promise<string> {
  const port = (metricsServer?.address() as AddressInfo).port;
  return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
}

const GOOD = {
  v: 1,
  route: '/blog/:blogId',
  language: 'ka',
  vitals: [
    { name: 'LCP', value: 1234.5 },
    { name: 'CLS', value: 0.02 },
    { name: 'INP', value: 180 },
  ],
  failures: [{ kind: 'remote_not_loaded', remote: 'content' }],
};

/** As navigator.sendBeacon sends a Blob of JSON (its type is the Blob's, or text). */
function beacon(
  body: unknown,
  { type = 'text/plain;charset=UTF-8', address = '203.0.113.7', path = '/_signals' } = {},
) {
  return fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'X-Real-IP': address, 'X-Request-ID': 'beacon-test-0001' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const beacons = (text: string, result: string) =>
  sampleValue(text, 'site_beacons_total', { result });

describe('a good beacon', () => {
  it('is answered 204 and counted: its vitals in seconds, its failures, the beacon', async () => {
    const answer = await beacon(GOOD);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    const text = await scrape();
    const labels = { route: '/blog/:blogId', language: 'ka' };
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_count', labels)).toBe(1);
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_sum', labels)).toBeCloseTo(1.2345);
    // 1.2345 s: in the 1.5 s bucket, not in the 1 s one.
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_bucket', { ...labels, le: '1' })).toBe(0);
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_bucket', { ...labels, le: '1.5' })).toBe(
      1,
    );
    expect(sampleValue(text, 'site_web_vitals_inp_seconds_sum', labels)).toBeCloseTo(0.18);
    expect(sampleValue(text, 'site_web_vitals_cls_sum', labels)).toBeCloseTo(0.02);
    expect(
      sampleValue(text, 'site_browser_failures_total', {
        kind: 'remote_not_loaded',
        remote: 'content',
      }),
    ).toBe(1);
    expect(beacons(text, 'accepted')).toBe(1);
    expect(beacons(text, 'refused')).toBe(0);
    expect(
      sampleValue(text, 'site_http_requests_total', { route: '/_signals', status: '204' }),
    ).toBe(1);
  });

  it('may come as application/json, with failures only or vitals only; unknown fields are ignored', async () => {
    const failures = { ...GOOD, vitals: undefined, id: 'v4-1700000000000-123', url: '/blog/a' };
    expect((await beacon(failures, { type: 'application/json' })).status).toBe(204);
    const vitals = { v: 1, route: 'other', language: 'en', vitals: [{ name: 'CLS', value: 0 }] };
    expect((await beacon(vitals)).status).toBe(204);
    const text = await scrape();
    expect(beacons(text, 'accepted')).toBe(2);
    expect(sampleValue(text, 'site_web_vitals_cls_count', { route: 'other', language: 'en' })).toBe(
      1,
    );
    // Nothing of what it sent beyond the fixed fields is a label.
    expect(text).not.toContain('1700000000000');
    expect(text).not.toContain('/blog/a');
  });
});

describe('beacons from the same page on its two language paths', () => {
  it('count under one route template, each in its own language', async () => {
    // The browser names the page by its route template (/blog/:blogId) whichever language path
    // it is on (`/ka/blog/x`, `/en/blog/x`); the language goes as a label of its own.
    const lcp = (language: string) => ({
      v: 1,
      route: '/blog/:blogId',
      language,
      vitals: [{ name: 'LCP', value: 1000 }],
    });
    expect((await beacon(lcp('ka'))).status).toBe(204);
    expect((await beacon(lcp('en'), { address: '203.0.113.8' })).status).toBe(204);
    const text = await scrape();
    for (const language of ['ka', 'en']) {
      expect(
        sampleValue(text, 'site_web_vitals_lcp_seconds_count', {
          route: '/blog/:blogId',
          language,
        }),
      ).toBe(1);
    }
    expect(text).not.toMatch(/route="\/(ka|en)(\/|")/);
  });
});

describe('a malformed beacon', () => {
  const malformed: [string, unknown][] = [
    ['not JSON', '{"v":1,'],
    ['an array', [GOOD]],
    ['another version', { ...GOOD, v: 2 }],
    ['a raw path as its route', { ...GOOD, route: '/blog/fire-alarm-maintenance-checklist' }],
    ['a language path as its route', { ...GOOD, route: '/ka/blog/:blogId' }],
    ['an unknown language', { ...GOOD, language: 'de' }],
    ['nothing to report', { ...GOOD, vitals: [], failures: [] }],
    ['an unknown vital', { ...GOOD, vitals: [{ name: 'FID', value: 10 }] }],
    ['a negative value', { ...GOOD, vitals: [{ name: 'LCP', value: -1 }] }],
    ['a value as text', { ...GOOD, vitals: [{ name: 'LCP', value: '1200' }] }],
    ['an LCP of a minute', { ...GOOD, vitals: [{ name: 'LCP', value: 60_000 }] }],
    ['a CLS of 10', { ...GOOD, vitals: [{ name: 'CLS', value: 10 }] }],
    ['an unknown failure', { ...GOOD, failures: [{ kind: 'other', remote: 'content' }] }],
    ['an unknown remote', { ...GOOD, failures: [{ kind: 'chunk_timeout', remote: 'careers' }] }],
    [
      'eleven vitals',
      { ...GOOD, vitals: Array.from({ length: 11 }, () => ({ name: 'CLS', value: 0 })) },
    ],
    [
      'eleven failures',
      {
        ...GOOD,
        failures: Array.from({ length: 11 }, () => ({ kind: 'chunk_timeout', remote: 'shell' })),
      },
    ],
  ];

  it.each(malformed)('%s: 400, and counted only as refused', async (_what, body) => {
    const answer = await beacon(body);
    expect(answer.status).toBe(400);
    const text = await scrape();
    expect(beacons(text, 'refused')).toBe(1);
    expect(beacons(text, 'accepted')).toBe(0);
    expect(sampleLabels(text, 'site_web_vitals_lcp_seconds_count')).toEqual([]);
    expect(sampleLabels(text, 'site_web_vitals_cls_count')).toEqual([]);
    expect(
      sampleLabels(text, 'site_browser_failures_total').every(
        (labels) =>
          sampleValue(text, 'site_browser_failures_total', labels as Record<string, string>) === 0,
      ),
    ).toBe(true);
  });

  it('of another type: 400', async () => {
    expect((await beacon(GOOD, { type: 'application/x-www-form-urlencoded' })).status).toBe(400);
  });

  it('is logged by why, never by what it held', async () => {
    await beacon({ ...GOOD, language: 'de', note: 'nino@example.ge' });
    expect(logs).toEqual(['beacon refused: unknown language']);
  });
});

it(`refuses a beacon over ${MAX_BEACON_BYTES} bytes: 413`, async () => {
  const padded = { ...GOOD, padding: 'x'.repeat(MAX_BEACON_BYTES) };
  const answer = await beacon(padded);
  expect(answer.status).toBe(413);
  expect(beacons(await scrape(), 'refused')).toBe(1);
});

it('takes POST only (405), and only at /_signals (404)', async () => {
  const get = await fetch(`${siteUrl}/_signals`);
  expect(get.status).toBe(405);
  expect(get.headers.get('allow')).toBe('POST');
  expect((await beacon(GOOD, { path: '/_signals/more' })).status).toBe(404);
  const text = await scrape();
  expect(sampleValue(text, 'site_http_requests_total', { route: 'other', status: '404' })).toBe(1);
  expect(text).not.toContain('/_signals/more');
});

it('takes so many beacons per address per minute, then 429, while other addresses go on', async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => metricsServer?.close(resolve));
  await startSite(3);
  for (let sent = 0; sent < 3; sent += 1) expect((await beacon(GOOD)).status).toBe(204);
  const over = await beacon(GOOD);
  expect(over.status).toBe(429);
  expect(over.headers.get('retry-after')).toBe('60');
  expect((await beacon(GOOD, { address: '198.51.100.4' })).status).toBe(204);
  const text = await scrape();
  expect(beacons(text, 'accepted')).toBe(4);
  expect(beacons(text, 'refused')).toBe(1);
  // The address is never a label, nor logged.
  expect(text).not.toContain('203.0.113.7');
  expect(logs.join('\n')).not.toContain('203.0.113.7');
});
