// The metrics listener of a Node server: `GET /metrics` in Prometheus' text format, on a port of
// its own (container port 9464) that no nginx routes, so the entry never serves it
// (docs/operations.md#metrics). A listener that cannot start is logged and costs the metrics only,
// never the server's own work.
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { CONTAINER_PORTS } from '../../composition/serverIdentity';

export interface MetricsSettings {
  port: number;
  /** All interfaces in a container: Prometheus scrapes it from outside. */
  host: string;
}

export const METRICS_PATH = '/metrics';

/** METRICS_PORT (9464 in a container) and METRICS_HOST (all interfaces) of the environment. */
export function readMetricsSettings(env: NodeJS.ProcessEnv = process.env): MetricsSettings {
  const port = Number(env.METRICS_PORT);
  return {
    port: env.METRICS_PORT && Number.isInteger(port) && port >= 0 ? port : CONTAINER_PORTS.metrics,
    host: env.METRICS_HOST || '0.0.0.0',
  };
}

/** Serves `registry` at /metrics (GET and HEAD); anything else is 404 (405 for another method). */
export function metricsListener(registry: Registry): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'Content-Type': registry.contentType,
          'Cache-Control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be collected\n');
      },
    );
  });
}

/**
 * Starts the metrics listener; resolves with it once it listens, or with undefined (logged)
 * when it cannot: the server goes on without its metrics.
 */
export function startMetricsServer(
  registry: Registry,
  settings: MetricsSettings,
  log: (line: string) => void = (line) => console.error(line),
): Promise<Server | undefined> {
  const server = metricsListener(registry);
  return new Promise((resolve) => {
    server.once('error', (error) => {
      log(`metrics: cannot listen on ${settings.host}:${settings.port} (${error.message})`);
      resolve(undefined);
    });
    server.listen(settings.port, settings.host, () => {
      server.removeAllListeners('error');
      server.on('error', (error) => log(`metrics: ${error.message}`));
      resolve(server);
    });
  });
}
