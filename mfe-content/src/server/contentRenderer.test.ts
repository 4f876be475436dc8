/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  sampleValue,
  siteMetrics,
  startMetricsServer,
  type SiteMetrics,
} from '@site/platform/metrics';
import { serverLog } from '@site/platform/server';
import { resetSiteConfigForTests } from '@site/shared/config';
import { resetContentClientForTests, setContentClientOverrides } from '../queries/contentClient';
import { startContentServer, type RunningServer } from '../queries/testing/contentServer';
import { contentRenderer, type ContentRenderer } from './contentRenderer';
import { rendererMetrics } from './rendererMetrics';
import { readRendererSettings } from './rendererSettings';
import { WEBHOOK_PATH } from './webhooks/contentWebhook';

// The content renderer as its server runs it: a real HTTP server around it, the real
// local-services content API in a child process (stopped for an outage), and its metrics on a
// real listener of their own, read as Prometheus reads them. The metrics move as the renderer
// works: a page drawn, answered from its copy, served stale while the service is down; requests
// to the service and their failures; the last sync; webhooks taken and refused.

jest.mock('./environment', () => ({
  environment: { distDir: '/build', filesUrl: '/mfe/content/', pagesDir: undefined },
}));
jest.mock('@site/platform/server', () => ({
  ...jest.requireActual<object>('@site/platform/server'),
  exposeStylesheets: (_dir: string, expose: string) => [`/mfe/content/${expose}.css`],
}));

jest.setTimeout(60_000);

const SECRET = 'webhook-secret-for-the-metrics-test';

let content: RunningServer;
let renderer: ContentRenderer;
let site: Server;
let siteUrl: string;
let metricsServer: Server | undefined;
let metrics: SiteMetrics;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function scrape(): Promise<string> {
  const port = (metricsServer?.address() as AddressInfo).port;
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(answer.status).toBe(200);
  return answer.text();
}

async function value(name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleValue(await scrape(), name, labels) ?? Number.NaN;
}

/** Asks `read` again until `ok` holds of its answer (10 s at most); returns the last answer. */
async function until<T>(read: () => Promise<T>, ok: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await read();
    if (ok(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const page = (path: string, language = 'en') =>
  fetch(`${siteUrl}/_page${path}`, { headers: { 'X-Site-Language': language } });

beforeAll(async () => {
  content = await startContentServer();
  (globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = {
    siteUrl: 'https://alioni.example',
    content: {
      host: content.host,
      insecure: true,
      space: 'local-space',
      environment: 'master',
      accessToken: 'local-delivery-token',
    },
  };
  resetSiteConfigForTests();
  resetContentClientForTests();
  // As the server's environment sets it: a render waits little, and retries once.
  setContentClientOverrides({ timeout: 2_000, retryLimit: 1 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);

  metrics = siteMetrics();
  const log = serverLog('content-renderer');
  log.level = 'silent';
  renderer = contentRenderer({
    settings: {
      ...readRendererSettings({}),
      webhookSecret: SECRET,
      syncSeconds: 3_600,
    },
    build: 'build-1',
    metrics: rendererMetrics(metrics),
    log,
  });
  site = createServer((request, response) => {
    void renderer.handle(request, response);
  });
  siteUrl = await listen(site);
  metricsServer = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  renderer.stop();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => metricsServer?.close(resolve));
  await content.stop();
  setContentClientOverrides({});
  jest.restoreAllMocks();
});

it('starts every outcome at 0 and has no sync before its first', async () => {
  const text = await scrape();
  for (const result of ['hit', 'stale', 'miss']) {
    expect(sampleValue(text, 'site_page_answers_total', { result })).toBe(0);
  }
  expect(sampleValue(text, 'site_renders_total', { kind: 'page', outcome: 'error' })).toBe(0);
  expect(sampleValue(text, 'site_content_sync_last_success_timestamp_seconds')).toBe(0);
});

it('records the last successful sync', async () => {
  const before = Math.floor(Date.now() / 1000);
  renderer.start();
  const synced = await until(
    () => value('site_content_sync_last_success_timestamp_seconds'),
    (at) => at >= before,
  );
  expect(synced).toBeGreaterThanOrEqual(before);
  expect(synced).toBeLessThanOrEqual(Date.now() / 1000);
  expect(await value('site_content_requests_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(1);
  await renderer.pages.settled();
});

it('counts a page drawn (miss), then answered from its copy (hit), by its route template', async () => {
  const first = await page('/blog');
  expect(first.status).toBe(200);
  expect(first.headers.get('x-renderer-cache')).toBe('MISS');
  const second = await page('/blog');
  expect(second.headers.get('x-renderer-cache')).toBe('HIT');
  const missing = await page('/blog/no-such-post');
  expect(missing.status).toBe(404);

  const text = await scrape();
  expect(sampleValue(text, 'site_renders_total', { kind: 'page', outcome: 'ok' })).toBe(2);
  expect(sampleValue(text, 'site_render_duration_seconds_count', { kind: 'page' })).toBe(2);
  expect(sampleValue(text, 'site_page_answers_total', { result: 'miss' })).toBe(2);
  expect(sampleValue(text, 'site_page_answers_total', { result: 'hit' })).toBe(1);
  expect(sampleValue(text, 'site_http_requests_total', { route: '/blog', status: '200' })).toBe(2);
  expect(
    sampleValue(text, 'site_http_requests_total', { route: '/blog/:blogId', status: '404' }),
  ).toBe(1);
  // A slug is never a label.
  expect(text).not.toContain('no-such-post');
  expect(sampleValue(text, 'site_content_requests_total', { outcome: 'ok' })).toBeGreaterThan(1);
  expect(sampleValue(text, 'site_content_request_duration_seconds_count')).toBeGreaterThan(1);
});

it('answers a page only at its own address, never at one `new URL` would make it of another', async () => {
  // fetch would resolve the backslash and the dots itself: the raw request line, as nginx sends it.
  const { hostname, port } = new URL(siteUrl);
  const statusOf = (path: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      get({ hostname, port, path, headers: { 'X-Site-Language': 'en' } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      }).on('error', reject);
    });
  expect(await statusOf('/_page/blog')).toBe(200);
  for (const path of ['/_preview/..\\_page/blog', '/_preview/%2e%2e/_page/blog', '/_page/./blog']) {
    expect(await statusOf(path)).toBe(404);
  }
});

it('counts a widget region as a region', async () => {
  const region = await fetch(`${siteUrl}/_region/ka/FeaturedProjects`);
  expect(region.status).toBe(200);
  const text = await scrape();
  expect(sampleValue(text, 'site_renders_total', { kind: 'region', outcome: 'ok' })).toBe(1);
  expect(
    sampleValue(text, 'site_http_requests_total', {
      route: '/_region/:language/:expose',
      status: '200',
    }),
  ).toBe(1);
});

it('keeps each language of a page apart, with its links on its own language path', async () => {
  const ka = await page('/blog', 'ka');
  expect(ka.status).toBe(200);
  // Not the English copy drawn before: a page of its own.
  expect(ka.headers.get('x-renderer-cache')).toBe('MISS');
  const georgian = await ka.text();
  expect(georgian).toContain('<html lang="ka"');
  expect(georgian).toMatch(/<a [^>]*href="\/ka\/blog\/[^"]+"/);
  expect(georgian).not.toMatch(/<a [^>]*href="\/en[/"]/);
  const en = await page('/blog', 'en');
  expect(en.headers.get('x-renderer-cache')).toBe('HIT');
  const english = await en.text();
  expect(english).toContain('<html lang="en"');
  expect(english).toMatch(/<a [^>]*href="\/en\/blog\/[^"]+"/);
});

it('counts webhooks taken and refused', async () => {
  const body = JSON.stringify({ sys: { id: 'entry-1' } });
  const headers: Record<string, string> = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
    'x-contentful-timestamp': String(Date.now()),
  };
  const names = [...Object.keys(headers), 'x-contentful-signed-headers'].sort();
  headers['x-contentful-signed-headers'] = names.join(',');
  const canonical = [
    'POST',
    WEBHOOK_PATH,
    names.map((name) => `${name}:${headers[name]}`).join(';'),
    body,
  ].join('\n');
  const signature = createHmac('sha256', SECRET).update(canonical).digest('hex');
  const post = (signed: boolean) =>
    fetch(`${siteUrl}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { ...headers, 'x-contentful-signature': signed ? signature : 'forged' },
      body,
    });
  expect((await post(true)).status).toBe(202);
  expect((await post(false)).status).toBe(401);
  expect((await fetch(`${siteUrl}${WEBHOOK_PATH}`)).status).toBe(405);
  const text = await scrape();
  expect(sampleValue(text, 'site_webhooks_total', { result: 'accepted' })).toBe(1);
  expect(sampleValue(text, 'site_webhooks_total', { result: 'refused' })).toBe(2);
  expect(
    sampleValue(text, 'site_http_requests_total', { route: WEBHOOK_PATH, status: '401' }),
  ).toBe(1);
  await renderer.pages.settled();
});

it('counts the pages it serves stale while the content service is down, and the failures', async () => {
  const errorsBefore = await value('site_content_requests_total', { outcome: 'error' });
  await content.stop();
  // A page never drawn cannot be: the service's failure is counted, and the renderer knows it.
  const never = await page('/projects');
  expect(never.status).toBe(503);
  const stale = await page('/blog');
  expect(stale.status).toBe(200);
  expect(stale.headers.get('x-renderer-cache')).toBe('STALE');

  const text = await scrape();
  expect(sampleValue(text, 'site_page_answers_total', { result: 'stale' })).toBe(1);
  expect(sampleValue(text, 'site_renders_total', { kind: 'page', outcome: 'error' })).toBe(1);
  expect(sampleValue(text, 'site_content_requests_total', { outcome: 'error' })).toBeGreaterThan(
    errorsBefore,
  );
  expect(sampleValue(text, 'site_http_requests_total', { route: '/projects', status: '503' })).toBe(
    1,
  );
});
