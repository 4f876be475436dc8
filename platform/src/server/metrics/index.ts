// Prometheus metrics for the site's Node servers (`@site/platform/metrics`): the registry every
// server starts from and its metrics listener. Its own entry point, so a bundle that renders
// pages only never carries prom-client.
export {
  CLIENT_CLOSED,
  OTHER_ROUTE,
  PAGE_ROUTE_LABELS,
  pageRouteOf,
  siteMetrics,
  type SiteMetrics,
} from './siteMetrics';
export {
  METRICS_PATH,
  metricsListener,
  readMetricsSettings,
  startMetricsServer,
  type MetricsSettings,
} from './metricsServer';
// The metric types a server adds its own metrics with, so the apps need no prom-client of their own.
export { Counter, Gauge, Histogram, type Registry } from 'prom-client';
// The ports inside a container (a server's own and its metrics listener's defaults).
export { CONTAINER_PORTS } from '../../composition/serverIdentity';
export { sampleLabels, sampleValue } from './samples';
