// nginx's error log has no format of its own to choose: a line about a request names its request
// line, the upstream's address and the referrer, queries included. A query can hold an editor's
// preview secret (`?preview=`), a frame's pass (`?preview_pass=`) or whatever a visitor typed into
// an address, and none of it belongs in a log (docs/operations.md#logs-and-request-ids). Every
// error line nginx writes passes through this before it reaches the container's log or the
// terminal: the local preview pipes nginx's stderr through it, a container's nginx sends its error
// log to the filter beside it (errorLogFilter.ts).

/** A query: from `?` to the end of the address it belongs to (a quote, a space, or the line's end). */
const QUERY = /\?[^\s"]*/g;

/** `line` without any query string. */
export function redactErrorLine(line: string): string {
  return line.replace(QUERY, '');
}
