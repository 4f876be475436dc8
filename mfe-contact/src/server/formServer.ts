// The contact form server: `node dist-server/server.cjs`, next to the contact container's
// nginx. It answers the contact form when it is sent before the page's scripts ran (a plain POST
// of /contact, which the entry passes to the page's owner): docs/architecture.md#the-contact-form.
// Its metrics are on a listener of their own (METRICS_PORT, 9464 in the container).
import { environment } from './environment';
import { createServer } from 'node:http';
import { getSiteConfig } from '@site/shared/config';
import { requestLog, serverLog } from '@site/platform/server';
import { readMetricsSettings, siteMetrics, startMetricsServer } from '@site/platform/metrics';
import { formMetrics, formServerRoute, mailQueueMetrics } from './form/formMetrics';
import { formPageRenderer, formPageStyles } from './form/formPage';
import { readFormSettings } from './form/formSettings';
import { handleFormPost } from './form/handleFormPost';
import { MailQueue } from './form/mailQueue';
import { sendMail } from './form/sendMail';
import { SendPace } from './form/sendPace';

const settings = readFormSettings();
const renderPage = formPageRenderer(formPageStyles(environment));
const pace = new SendPace(settings.sendIntervalMs);
// JSON lines; each about a request carries the ID the entry gave it (X-Request-ID). What was typed
// is never logged.
const log = serverLog('contact-form-server');
const metrics = siteMetrics();
const countMessage = formMetrics(metrics);
// One queue for the site's one mail account: the provider's pace is per account.
const mailQueue = new MailQueue({
  intervalMs: settings.mailIntervalMs,
  deadlineMs: settings.mailDeadlineMs,
  attemptTimeoutMs: settings.mailTimeoutMs,
  onEvent: mailQueueMetrics(metrics),
});

const server = createServer((request, response) => {
  metrics.observeRequest(response, formServerRoute(request.url));
  if (request.url === '/healthz') {
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    response.end('ok\n');
    return;
  }
  const lines = requestLog(log, request.headers);
  handleFormPost(request, response, {
    settings,
    siteUrl: () => getSiteConfig().siteUrl,
    mailAccount: () => {
      const { mail } = getSiteConfig();
      return {
        ...mail,
        origin: settings.mailOrigin ?? mail.origin,
        privateKey: settings.privateKey,
      };
    },
    recipient: () => getSiteConfig().mail.recipient,
    renderPage,
    sendMail,
    pace,
    mailQueue,
    now: () => new Date(),
    log: (line) => lines.info(line),
    count: countMessage,
  }).catch((error: unknown) => {
    // Only the failure's kind: its message could quote what was typed.
    lines.error(
      { failure: error instanceof Error ? error.name : 'unknown' },
      'contact form: answering failed',
    );
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
    response.end();
  });
});

server.listen(settings.port, settings.host, () => {
  log.info(`contact form server on ${settings.host}:${settings.port}`);
});
const metricsSettings = readMetricsSettings();
void startMetricsServer(metrics.registry, metricsSettings).then((listening) => {
  if (listening)
    log.info(`metrics on http://${metricsSettings.host}:${metricsSettings.port}/metrics`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
