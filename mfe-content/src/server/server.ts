// The content renderer: `node dist-server/server.cjs`, next to the content container's nginx
// (contentRenderer.ts does the work). Its metrics are on a listener of their own
// (METRICS_PORT, 9464 in the container), which nothing routes to from outside.
import { browserHostHeaders, environment } from './environment';
import { createServer } from 'node:http';
import { serverLog } from '@site/platform/server';
import { readMetricsSettings, siteMetrics, startMetricsServer } from '@site/platform/metrics';
import { contentRenderer } from './contentRenderer';
import { rendererMetrics } from './rendererMetrics';
import { buildIdentity, readRendererSettings } from './rendererSettings';

const log = serverLog('content-renderer');
const settings = readRendererSettings();
const metrics = rendererMetrics(siteMetrics());
const renderer = contentRenderer({
  settings,
  build: buildIdentity(environment.distDir),
  metrics,
  log,
  previewHeaders: browserHostHeaders(settings.preview.host),
});

const server = createServer((request, response) => {
  void renderer.handle(request, response);
});
server.listen(settings.port, settings.host, () => {
  log.info(`listening on http://${settings.host}:${settings.port}`);
  renderer.start();
});
const metricsSettings = readMetricsSettings();
void startMetricsServer(metrics.site.registry, metricsSettings).then((listening) => {
  if (listening)
    log.info(`metrics on http://${metricsSettings.host}:${metricsSettings.port}/metrics`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    renderer.stop();
    server.close(() => process.exit(0));
  });
}
