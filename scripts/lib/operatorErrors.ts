// Mistakes of the person running a command (a port another process holds, a variable that gives
// no port, a missing program or build) end the command with one sentence saying what to change,
// not a stack trace: the trace would point into these scripts, where nothing is wrong.

/** A mistake the operator fixes; its message says which and how, in one sentence. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** What to print for an error: an OperatorError's message alone, anything else as it is. */
export const reportable = (error: unknown) =>
  error instanceof OperatorError ? error.message : error;

/**
 * Ends the command on an error nothing caught: an OperatorError with its message alone, anything
 * else with its stack, exit status 1 either way (after stopOnSignals, the services of
 * processes.ts stop with it). Call it first thing in an entry script.
 */
export function reportOperatorErrors(): void {
  process.on('uncaughtException', (error) => {
    console.error(reportable(error));
    process.exit(1);
  });
}
