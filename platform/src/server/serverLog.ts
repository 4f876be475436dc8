// The log of a server beside nginx (the content renderer, the contact form server): JSON lines on
// standard output, as nginx's access log is, so one search finds every line about a request by
// its ID. Nothing personal goes in: no address, header, query or form field, only the path.
import type { IncomingHttpHeaders } from 'node:http';
import { pino, stdTimeFunctions, type Logger } from 'pino';

export type ServerLog = Logger;

/** A server's log; each line names the server. */
export function serverLog(server: string): ServerLog {
  return pino({
    base: { server },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

// The form nginx lets through (nginx.conf: $site_request_id); anything else is not an ID of ours.
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's log: every line carries the ID the entry gave it. */
export function requestLog(log: ServerLog, headers: IncomingHttpHeaders): ServerLog {
  const given = headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : undefined;
  return id ? log.child({ request_id: id }) : log;
}
