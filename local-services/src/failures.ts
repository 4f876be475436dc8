// Telling failures apart. An OperatorError is a mistake in how the services were started (a
// setting naming a file that is not there, a port already taken): its message is one sentence
// saying what to change, shown as it is, without a stack trace. Anything else is a bug.
// Errors are read by their fields, not by instanceof: Node's own errors come from another realm
// when jest runs this code in a test environment.

export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** A thrown object's field `name`, if it has one. */
function field(error: unknown, name: 'code' | 'message' | 'cause'): unknown {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  return (error as Record<typeof name, unknown>)[name];
}

/** The system error code (`ENOENT`, `EADDRINUSE`…) of a failed call, if it has one. */
export function codeOf(error: unknown): string | undefined {
  const code = field(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/** A thrown object's message, if it has one. */
export function ownMessage(error: unknown): string | undefined {
  const message = field(error, 'message');
  return typeof message === 'string' ? message : undefined;
}

/** What went wrong, as text: the message, or the thrown value itself. */
export const messageOf = (error: unknown): string => ownMessage(error) ?? String(error);

export const causeOf = (error: unknown): unknown => field(error, 'cause');
