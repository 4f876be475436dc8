// `node local-services/src/server.ts`: the offline stand-ins on LOCAL_SERVICES_PORT (4000).
// A mistake in how they are started (an export that is not there, a port already taken) ends the
// process with one sentence saying what to change, not a stack trace.
import { createLocalServices } from './createServer.ts';
import { codeOf, OperatorError } from './failures.ts';

const port = Number(process.env.LOCAL_SERVICES_PORT ?? 4000);
const host = process.env.LOCAL_SERVICES_HOST ?? '0.0.0.0';

function stopWith(problem: OperatorError): never {
  process.stderr.write(`local-services: ${problem.message}\n`);
  process.exit(1);
}

/** Why the server cannot listen, when that is the operator's to fix. */
function listenProblem(error: unknown): OperatorError | undefined {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return new OperatorError(
        `port ${port} is already in use; stop what listens there, or set LOCAL_SERVICES_PORT to a free port.`,
      );
    case 'EACCES':
      return new OperatorError(
        `port ${port} needs privileges this process does not have; set LOCAL_SERVICES_PORT to a port above 1023.`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new OperatorError(
        `${host} is not an address of this machine; set LOCAL_SERVICES_HOST to one, or leave it unset to listen on all of them.`,
      );
    default:
      return undefined;
  }
}

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  stopWith(
    new OperatorError(
      `LOCAL_SERVICES_PORT must be a port number (0 to 65535), not "${process.env.LOCAL_SERVICES_PORT}".`,
    ),
  );
}
const server = await createLocalServices().catch((error: unknown) => {
  if (error instanceof OperatorError) stopWith(error);
  throw error;
});
server.on('error', (error) => {
  const problem = listenProblem(error);
  if (!problem) throw error;
  stopWith(problem);
});
server.listen(port, host, () => {
  console.log(`local-services listening on http://localhost:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
