// The contact form server's own metrics (docs/operations.md#metrics), beside the HTTP and process
// metrics every server has: each message sent to the form before the page's scripts ran, by what
// became of it, and what its send queue did on the way to the mail provider.
import { FORM_ADDRESS } from '@site/shared/addresses';
import { Counter, OTHER_ROUTE, type SiteMetrics } from '@site/platform/metrics';
import { FORM_PAGE } from './formPage';
import { FAILURE_REASONS, RETRY_REASONS, type MailQueueEvent } from './mailQueue';

/**
 * sent: the mail service took it; failed: it refused or did not answer; spam: the hidden field
 * was filled (not sent, the sender told it was); rate_limited: a second send from one address
 * within the interval; invalid: the fields did not pass the rules, or the request was no form of
 * the site (a foreign origin, another content type, too large).
 */
export const MESSAGE_RESULTS = ['sent', 'failed', 'spam', 'rate_limited', 'invalid'] as const;
export type MessageResult = (typeof MESSAGE_RESULTS)[number];

/** The counter of messages, every result counted from 0; returns what counts one. */
export function formMetrics(site: SiteMetrics): (result: MessageResult) => void {
  const messages = new Counter({
    name: 'site_messages_total',
    help: 'Messages sent to the contact form before its scripts ran, by what became of them.',
    labelNames: ['result'] as const,
    registers: [site.registry],
  });
  for (const result of MESSAGE_RESULTS) messages.inc({ result }, 0);
  return (result) => messages.inc({ result });
}

/**
 * The send queue's counters, every label value counted from 0: messages queued, requests made
 * again (by why: 429, 5xx, no answer) and messages not sent (refused, or the bound reached). A
 * retry is a failure the visitor did not see; rising retries come before visitors told "not
 * sent" (the ContactMailRetrying alert). Returns what counts one event.
 */
export function mailQueueMetrics(site: SiteMetrics): (event: MailQueueEvent) => void {
  const queued = new Counter({
    name: 'site_mail_queued_total',
    help: 'Messages the contact form server queued for the mail service.',
    registers: [site.registry],
  });
  const retried = new Counter({
    name: 'site_mail_retries_total',
    help: 'Requests to the mail service made again, by why the one before failed.',
    labelNames: ['reason'] as const,
    registers: [site.registry],
  });
  const failed = new Counter({
    name: 'site_mail_failed_total',
    help: 'Messages the contact form server did not send, by why.',
    labelNames: ['reason'] as const,
    registers: [site.registry],
  });
  queued.inc(0);
  for (const reason of RETRY_REASONS) retried.inc({ reason }, 0);
  for (const reason of FAILURE_REASONS) failed.inc({ reason }, 0);
  return (event) => {
    if (event.kind === 'queued') queued.inc();
    else if (event.kind === 'retried') retried.inc({ reason: event.reason });
    else failed.inc({ reason: event.reason });
  };
}

/** The form's address at this server (`/_form/contact`). */
export const FORM_ROUTE = `${FORM_ADDRESS.slice(0, -1)}${FORM_PAGE.url}`;

/** The route template a request to the form server counts under. */
export function formServerRoute(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0];
  return path === FORM_ROUTE || path === '/healthz' ? path : OTHER_ROUTE;
}
