// What every Node server of the site measures (docs/operations.md#metrics): prom-client's default
// process metrics, and its HTTP requests by route template and status with their duration. Each
// server adds its own metrics to the same registry and serves it on its metrics listener
// (metricsServer.ts). Label values are bounded sets: a route template, never a path.
import type { ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { findRoute, PAGE_ROUTES } from '@site/shared/definitions';

/** The route of any request no template of the server names (a 404, an unknown address). */
export const OTHER_ROUTE = 'other';

/**
 * The status counted for a request whose client went away before any answer was written
 * (nginx's own code for it, so the two logs agree).
 */
export const CLIENT_CLOSED = '499';

export interface SiteMetrics {
  readonly registry: Registry;
  /**
   * Counts one request under `route` (a template of the server's own, or OTHER_ROUTE) when its
   * answer has been sent, with its status and the time from now until then.
   */
  observeRequest(response: ServerResponse, route: string): void;
}

/** A registry with the default process metrics and the HTTP request metrics every server has. */
export function siteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered, by route template and status.',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route template.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  return {
    registry,
    observeRequest(response, route) {
      const end = duration.startTimer({ route });
      let counted = false;
      const count = () => {
        if (counted) return;
        counted = true;
        end();
        const status = response.headersSent ? String(response.statusCode) : CLIENT_CLOSED;
        requests.inc({ route, status });
      };
      response.once('finish', count);
      response.once('close', count);
    },
  };
}

/**
 * The page route template (`/blog/:blogId`) of a site address, from the federation table's
 * PAGE_ROUTES, or OTHER_ROUTE for an address no page answers.
 */
export function pageRouteOf(pathname: string): string {
  return findRoute(PAGE_ROUTES, pathname)?.path ?? OTHER_ROUTE;
}

/** Every value pageRouteOf gives: the table's page routes, and OTHER_ROUTE. */
export const PAGE_ROUTE_LABELS: readonly string[] = [
  ...PAGE_ROUTES.map(({ path }) => path),
  OTHER_ROUTE,
];
