import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES } from '../../shared/src/federation/remotes';
import { sampleValue } from '../../platform/src/server/metrics/samples';
import { startContentProxy, type ContentProxy } from '../support/contentProxy';
import { startSite, type DegradedSite } from '../support/degradedSite';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { previewPorts } from '../../tooling/previewPorts';

// What an operator sees of a request: one ID from the entry to the renderer that drew the page,
// in the answer's X-Request-ID and in every JSON log line about it (nginx's access log and the
// renderer's own), and nothing public under /mfe/ but the remotes' files; and each server's
// metrics, on ports of their own that the entry never routes, moving as the site works.
test.describe('what operators see', () => {
  // One site for every test, in one worker.
  test.describe.configure({ mode: 'default' });
  let site: DegradedSite;
  // Between the content renderer and the content service, so a test can stop the service.
  let proxy: ContentProxy;
  const ports = previewPorts(PORTS.entry + SITE_OFFSETS.operations);
  // Kept in test-results until the next run, to read when a test fails. Named by this worker's
  // block, as its site's ports are: a copy of this file running at the same time in the other worker
  // (--repeat-each) deletes and writes its own logs, never the ones this site's IDs are looked for in.
  const folder = path.join(__dirname, '../test-results/sites');
  const accessLog = path.join(folder, `operations-access-${SITE_OFFSETS.operations}.log`);
  const siteLog = path.join(folder, `operations-site-${SITE_OFFSETS.operations}.log`);

  test.beforeAll(async () => {
    // A whole site of its own, then its renderer: on a busy machine longer than one test's time.
    test.setTimeout(90_000);
    mkdirSync(folder, { recursive: true });
    for (const file of [accessLog, siteLog]) rmSync(file, { force: true });
    proxy = await startContentProxy(ports.services);
    site = await startSite({
      offset: SITE_OFFSETS.operations,
      serverEnv: { content: { CONTENT_INTERNAL_HOST: proxy.host } },
      env: { PREVIEW_ACCESS_LOG: `${accessLog} site` },
      logFile: siteLog,
    });
    // The entry answers before the renderer beside the content remote listens.
    const renderer = `http://127.0.0.1:${ports.contentRenderer}/healthz`;
    await expect
      .poll(
        () =>
          fetch(renderer).then(
            (answer) => answer.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    await site?.stop();
    await proxy?.stop();
  });

  /** The JSON lines of a log that carry `id`, read until `enough` holds or 10 s have passed. */
  async function linesOf(
    file: string,
    id: string,
    enough: (lines: Record<string, unknown>[]) => boolean,
  ) {
    let lines: Record<string, unknown>[] = [];
    await expect
      .poll(
        () => {
          lines = readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => line.startsWith('{') && line.includes(id))
            .map((line) => JSON.parse(line) as Record<string, unknown>);
          return enough(lines);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return lines;
  }

  test('one request ID from the entry to the renderer, in the answer and in every log line', async () => {
    // A page of the list, so the address has a query the logs must leave out.
    const answer = await fetch(`${site.url}/en/blog?page=2`, { redirect: 'manual' });
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    // The renderer drew the page (a first visit to this site) and said so with the entry's ID.
    const rendered = await linesOf(siteLog, id, (lines) => lines.length > 0);
    expect(rendered).toContainEqual(
      expect.objectContaining({
        server: 'content-renderer',
        request_id: id,
        msg: 'page rendered',
        path: '/_page/blog',
        status: 200,
      }),
    );
    // nginx logged it at the entry (the page's language path) and at the content remote's server
    // (its route path), with the same ID.
    const served = await linesOf(accessLog, id, (lines) => lines.length >= 2);
    expect(served.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/en/blog', '/_page/blog']),
    );
    // Nothing personal: no client address and no query string (a preview secret may be in one).
    for (const line of [...rendered, ...served]) {
      expect(JSON.stringify(line)).not.toMatch(/127\.0\.0\.1|page=2/);
    }
  });

  test('keeps an ID of a safe form that a proxy in front gave the request', async () => {
    const answer = await fetch(`${site.url}/en/projects`, {
      headers: { 'X-Request-ID': 'edge-proxy-000123' },
      redirect: 'manual',
    });
    expect(answer.headers.get('x-request-id')).toBe('edge-proxy-000123');
    const served = await linesOf(accessLog, 'edge-proxy-000123', (lines) => lines.length >= 2);
    expect(served.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/en/projects', '/_page/projects']),
    );
  });

  test('answers 404 under /mfe/ for anything but a remote file: no standalone page is public', async () => {
    for (const name of Object.keys(REMOTES)) {
      for (const address of [`/mfe/${name}/`, `/mfe/${name}/index.html`, `/mfe/${name}/about`]) {
        const answer = await fetch(`${site.url}${address}`);
        expect({ address, status: answer.status }).toEqual({ address, status: 404 });
      }
      expect((await fetch(`${site.url}/mfe/${name}/mf-manifest.json`)).status).toBe(200);
    }
  });

  /** What a metrics listener of the site says now, read as Prometheus reads it. */
  async function scrape(port: number): Promise<string> {
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    return answer.text();
  }

  const value = async (port: number, name: string, labels: Record<string, string> = {}) =>
    sampleValue(await scrape(port), name, labels) ?? 0;

  test('serves each Node server’s metrics and the entry’s nginx status on internal ports, never through any nginx', async () => {
    for (const port of [ports.rendererMetrics, ports.formServerMetrics, ports.signalsMetrics]) {
      const text = await scrape(port);
      expect(text).toContain('# TYPE site_http_requests_total counter');
      expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    }
    const status = await fetch(`http://127.0.0.1:${ports.nginxStatus}/stub_status`);
    expect(await status.text()).toMatch(/^Active connections: \d+/);
    const servers = [
      site.url,
      ...Object.keys(REMOTES).map(
        (name) => `http://127.0.0.1:${ports[name as keyof typeof REMOTES]}`,
      ),
    ];
    for (const server of servers) {
      for (const address of ['/metrics', '/stub_status']) {
        const answer = await fetch(`${server}${address}`);
        expect({ server, address, status: answer.status }).toEqual({
          server,
          address,
          status: 404,
        });
      }
    }
    for (const name of Object.keys(REMOTES)) {
      expect((await fetch(`${site.url}/mfe/${name}/metrics`)).status).toBe(404);
    }
  });

  test('counts a beacon the entry passes on, and refuses a malformed one with 400', async () => {
    const port = ports.signalsMetrics;
    const labels = { route: '/projects/:projectId', language: 'en' };
    const before = {
      accepted: await value(port, 'site_beacons_total', { result: 'accepted' }),
      refused: await value(port, 'site_beacons_total', { result: 'refused' }),
      lcp: await value(port, 'site_web_vitals_lcp_seconds_count', labels),
      failures: await value(port, 'site_browser_failures_total', {
        kind: 'chunk_timeout',
        remote: 'content',
      }),
    };
    const send = (body: string) =>
      fetch(`${site.url}/_signals`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body,
      });
    const good = await send(
      JSON.stringify({
        v: 1,
        ...labels,
        vitals: [{ name: 'LCP', value: 2100 }],
        failures: [{ kind: 'chunk_timeout', remote: 'content' }],
      }),
    );
    expect(good.status).toBe(204);
    expect(good.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const malformed = await send(
      JSON.stringify({
        v: 1,
        route: '/projects/a-real-slug',
        language: 'en',
        vitals: [{ name: 'LCP', value: 2100 }],
      }),
    );
    expect(malformed.status).toBe(400);

    const text = await scrape(port);
    expect(sampleValue(text, 'site_beacons_total', { result: 'accepted' })).toBe(
      before.accepted + 1,
    );
    expect(sampleValue(text, 'site_beacons_total', { result: 'refused' })).toBe(before.refused + 1);
    expect(sampleValue(text, 'site_web_vitals_lcp_seconds_count', labels)).toBe(before.lcp + 1);
    expect(
      sampleValue(text, 'site_web_vitals_lcp_seconds_bucket', { ...labels, le: '2.5' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, 'site_browser_failures_total', {
        kind: 'chunk_timeout',
        remote: 'content',
      }),
    ).toBe(before.failures + 1);
    expect(text).not.toContain('a-real-slug');
  });

  test('counts messages sent, refused as spam and refused over the rate limit', async () => {
    const port = ports.formServerMetrics;
    const messages = (result: string) => value(port, 'site_messages_total', { result });
    const before = {
      sent: await messages('sent'),
      spam: await messages('spam'),
      rateLimited: await messages('rate_limited'),
    };
    const post = (fields: Record<string, string>) =>
      fetch(`${site.url}/en/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Nino Beridze',
          email: 'nino@example.ge',
          message: 'Please send me a quote for a fire alarm.',
          language: 'en',
          ...fields,
        }).toString(),
      });
    expect((await post({ website: 'https://spam.example' })).status).toBe(303);
    expect((await post({})).status).toBe(303);
    // One send per address per 10 s (this site keeps the limit).
    expect((await post({})).status).toBe(429);
    expect({
      sent: await messages('sent'),
      spam: await messages('spam'),
      rateLimited: await messages('rate_limited'),
    }).toEqual({
      sent: before.sent + 1,
      spam: before.spam + 1,
      rateLimited: before.rateLimited + 1,
    });
  });

  test('counts a page the renderer draws, and the same page served stale while the content service is stopped', async () => {
    test.setTimeout(60_000);
    const port = ports.rendererMetrics;
    const answers = (result: string) => value(port, 'site_page_answers_total', { result });
    const drawnBefore = await value(port, 'site_renders_total', { kind: 'page', outcome: 'ok' });
    const missesBefore = await answers('miss');
    const page = () => fetch(`${site.url}/en/projects?status=completed`, { redirect: 'manual' });
    expect((await page()).status).toBe(200);
    expect(
      await value(port, 'site_renders_total', { kind: 'page', outcome: 'ok' }),
    ).toBeGreaterThan(drawnBefore);
    expect(await answers('miss')).toBeGreaterThan(missesBefore);
    expect(
      await value(port, 'site_http_requests_total', { route: '/projects', status: '200' }),
    ).toBeGreaterThan(0);

    const staleBefore = await answers('stale');
    const errorsBefore = await value(port, 'site_content_requests_total', { outcome: 'error' });
    await proxy.become('refusing');
    try {
      // A page never drawn cannot be drawn now: the renderer learns the service is down.
      await fetch(`${site.url}/en/projects?status=ongoing`, { redirect: 'manual' });
      // nginx keeps the renderer's answer a second: ask again until the renderer answers.
      await expect
        .poll(
          async () => {
            await page();
            return answers('stale');
          },
          { timeout: 30_000, intervals: [200] },
        )
        .toBeGreaterThan(staleBefore);
      expect(
        await value(port, 'site_content_requests_total', { outcome: 'error' }),
      ).toBeGreaterThan(errorsBefore);
    } finally {
      await proxy.become('up');
    }
  });
});
