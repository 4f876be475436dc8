// `node dist-server/error-log.cjs` (start-servers.sh runs it beside nginx in every container): the
// container's nginx sends its error log here as syslog over UDP on the loopback
// (NGINX_ERROR_LOG=syslog:server=127.0.0.1:<ERROR_LOG_PORT>,nohostname), and this writes each line,
// without its syslog header and without any query string (redactErrorLine.ts), to the container's
// stderr, where nginx wrote it before. UDP, so nginx never waits for it: while it restarts (start-
// servers.sh starts it again within a second) lines are lost, never the server.
import { createSocket } from 'node:dgram';
import { redactErrorLine } from './redactErrorLine';

/** `<PRI>Mmm dd hh:mm:ss [host ]tag: ` before the message nginx wrote. */
const SYSLOG_HEADER = /^<\d{1,3}>[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d (?:\S+ )?[^\s:]+: /;

/** One datagram of nginx's syslog output as the line it would have written to a file. */
export function errorLineOf(datagram: string): string {
  return redactErrorLine(datagram.replace(SYSLOG_HEADER, '').replace(/\s+$/, ''));
}

export interface ErrorLogFilter {
  /** The loopback port it listens on. */
  port: number;
  close: () => Promise<void>;
}

/** Listens for nginx's syslog datagrams on the loopback and hands each line on, redacted. */
export function startErrorLogFilter(
  port: number,
  write: (line: string) => void,
): Promise<ErrorLogFilter> {
  const socket = createSocket('udp4');
  socket.on('message', (message) => write(errorLineOf(message.toString())));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve({
        port: socket.address().port,
        close: () => new Promise((closed) => socket.close(() => closed())),
      });
    });
  });
}

function main(): void {
  startErrorLogFilter(Number(process.env.ERROR_LOG_PORT ?? 5140), (line) =>
    process.stderr.write(`${line}\n`),
  ).then(
    (filter) => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.on(signal, () => void filter.close().then(() => process.exit(0)));
      }
    },
    (error: unknown) => {
      console.error(`error-log filter: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

// Run as the bundle's entry (not when a test imports it).
if (process.argv[1] && /error-log\.cjs$/.test(process.argv[1])) main();
