// The signals server: `node dist-server/server.cjs`, next to the entry's nginx (start-servers.sh
// keeps it running), on 127.0.0.1:8083. The entry passes it the browsers' beacons (POST
// /_signals), which it checks and counts (signals/); its metrics, and those of no one else, are on
// a listener of their own (METRICS_PORT, 9464 in the container). No cookie is read, nothing a
// beacon holds is logged.
import { createServer } from 'node:http';
import { requestLog, serverLog } from '@site/platform/server';
import { readMetricsSettings, siteMetrics, startMetricsServer } from '@site/platform/metrics';
import { BeaconPace } from './signals/beaconPace';
import { handleSignal, signalsRoute } from './signals/handleSignal';
import { signalsMetrics } from './signals/signalsMetrics';
import { readSignalsSettings } from './signals/signalsSettings';

const settings = readSignalsSettings();
const log = serverLog('signals-server');
const metrics = signalsMetrics(siteMetrics());
const pace = new BeaconPace(settings.perMinute);

const server = createServer((request, response) => {
  metrics.site.observeRequest(response, signalsRoute(request.url));
  if (request.url === '/healthz') {
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    response.end('ok\n');
    return;
  }
  const lines = requestLog(log, request.headers);
  handleSignal(request, response, { metrics, pace, log: (line) => lines.info(line) }).catch(
    (error: unknown) => {
      lines.error({ failure: error instanceof Error ? error.name : 'unknown' }, 'beacon failed');
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end();
    },
  );
});

server.listen(settings.port, settings.host, () => {
  log.info(`signals server on ${settings.host}:${settings.port}`);
});
const metricsSettings = readMetricsSettings();
void startMetricsServer(metrics.site.registry, metricsSettings).then((listening) => {
  if (listening)
    log.info(`metrics on http://${metricsSettings.host}:${metricsSettings.port}/metrics`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
