/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_ROUTES } from '@site/shared/definitions';
import {
  CONTAINER_PORTS,
  OTHER_ROUTE,
  PAGE_ROUTE_LABELS,
  pageRouteOf,
  readMetricsSettings,
  sampleLabels,
  sampleValue,
  siteMetrics,
  startMetricsServer,
} from './index';

const servers: Server[] = [];

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server that counts its requests as every site server does, answering as told. */
async function instrumented() {
  const metrics = siteMetrics();
  const port = await listen(
    createServer((request, response) => {
      const path = request.url ?? '/';
      metrics.observeRequest(response, path === '/known' ? '/known' : OTHER_ROUTE);
      if (path === '/hang') return; // the client gives up first
      response.writeHead(path === '/known' ? 200 : 404).end();
    }),
  );
  const listener = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
  if (!listener) throw new Error('the metrics listener did not start');
  servers.push(listener);
  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`,
    metrics,
  };
}

describe('siteMetrics', () => {
  it('counts each request by route template and status, with its duration', async () => {
    const { url, metricsUrl } = await instrumented();
    await fetch(`${url}/known`);
    await fetch(`${url}/known`);
    await fetch(`${url}/a/raw/path?with=query`);
    const controller = new AbortController();
    const hung = fetch(`${url}/hang`, { signal: controller.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await hung;

    let text = '';
    for (let tries = 0; tries < 50; tries += 1) {
      text = await (await fetch(metricsUrl)).text();
      if (sampleValue(text, 'site_http_requests_total', { route: OTHER_ROUTE, status: '499' }))
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sampleValue(text, 'site_http_requests_total', { route: '/known', status: '200' })).toBe(
      2,
    );
    expect(
      sampleValue(text, 'site_http_requests_total', { route: OTHER_ROUTE, status: '404' }),
    ).toBe(1);
    // A client that went away before any answer: nginx's 499.
    expect(
      sampleValue(text, 'site_http_requests_total', { route: OTHER_ROUTE, status: '499' }),
    ).toBe(1);
    expect(sampleValue(text, 'site_http_request_duration_seconds_count', { route: '/known' })).toBe(
      2,
    );
    expect(text).not.toContain('raw/path');
    // Label values: route templates and statuses only.
    for (const labels of sampleLabels(text, 'site_http_requests_total')) {
      expect(['/known', OTHER_ROUTE]).toContain(labels.route);
      expect(labels.status).toMatch(/^\d{3}$/);
    }
    // prom-client's default process metrics.
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });
});

describe('the metrics listener', () => {
  it('serves the registry at /metrics in the text format, nothing else', async () => {
    const { metricsUrl } = await instrumented();
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const head = await fetch(metricsUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(`${metricsUrl}/more`)).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405);
  });

  it('that cannot listen is logged, and the server goes on without it', async () => {
    const taken = await listen(createServer());
    const lines: string[] = [];
    const server = await startMetricsServer(
      siteMetrics().registry,
      { port: taken, host: '127.0.0.1' },
      (line) => lines.push(line),
    );
    expect(server).toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(`cannot listen on 127.0.0.1:${taken}`)]);
  });

  it('is on container port 9464, all interfaces, unless METRICS_PORT and METRICS_HOST say otherwise', () => {
    expect(CONTAINER_PORTS.metrics).toBe(9464);
    expect(readMetricsSettings({})).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(readMetricsSettings({ METRICS_PORT: '18093', METRICS_HOST: '127.0.0.1' })).toEqual({
      port: 18093,
      host: '127.0.0.1',
    });
    expect(readMetricsSettings({ METRICS_PORT: 'x' }).port).toBe(9464);
  });
});

describe('pageRouteOf', () => {
  it("names an address by the federation table's route template, or other", () => {
    expect(pageRouteOf('/')).toBe('/');
    expect(pageRouteOf('/blog/fire-alarm-maintenance-checklist')).toBe('/blog/:blogId');
    expect(pageRouteOf('/services/fire-alarm/')).toBe('/services/:serviceId');
    expect(pageRouteOf('/no/such/page')).toBe(OTHER_ROUTE);
    expect(PAGE_ROUTE_LABELS).toEqual([...PAGE_ROUTES.map(({ path }) => path), OTHER_ROUTE]);
  });

  it('names a page the same on either language path: the language is never part of a route', () => {
    expect(pageRouteOf('/ka/blog/fire-alarm-maintenance-checklist')).toBe('/blog/:blogId');
    expect(pageRouteOf('/en/blog/fire-alarm-maintenance-checklist')).toBe('/blog/:blogId');
    expect(pageRouteOf('/ka/')).toBe('/');
    expect(pageRouteOf('/en')).toBe('/');
    expect(pageRouteOf('/en/projects')).toBe('/projects');
    expect(pageRouteOf('/ka/no/such/page')).toBe(OTHER_ROUTE);
    // Only the site's languages are a language path's first segment.
    expect(pageRouteOf('/de/blog/x')).toBe(OTHER_ROUTE);
    for (const route of PAGE_ROUTE_LABELS) expect(route).not.toMatch(/^\/(ka|en)(\/|$)/);
  });
});

describe('sampleValue', () => {
  it('reads one sample by its exact labels', () => {
    const text = [
      '# HELP x_total X.',
      'x_total{a="1",b="two \\"quoted\\""} 3',
      'x_total{a="1"} 4',
      'y 5',
    ].join('\n');
    expect(sampleValue(text, 'x_total', { a: '1' })).toBe(4);
    expect(sampleValue(text, 'x_total', { a: '1', b: 'two "quoted"' })).toBe(3);
    expect(sampleValue(text, 'y')).toBe(5);
    expect(sampleValue(text, 'x_total', { a: '2' })).toBeUndefined();
  });
});
