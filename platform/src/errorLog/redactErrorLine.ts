// nginx's error log has no format of its own to choose: a line about a request names its request
// line, the upstream's address and the referrer, queries included. A query can hold an editor's
// preview secret (`?preview=`), a frame's pass (`?preview_pass=`) or whatever a visitor typed into
// an address, and none of it belongs in a log (docs/operations.md#logs-and-request-ids). Every
// error line nginx writes passes through this before it reaches the container's log or the
// terminal: the local preview pipes nginx's stderr through it, a container's nginx sends its error
// log to the filter beside it (errorLogFilter.ts).

// nginx writes a request line and addresses as they came, quotes included: a `"` in a query
// cannot be taken for the end of its field. So each field is cut where nginx's own text resumes.
/** The request line: its query runs to the protocol that ends it. */
const REQUEST = /(request: "[A-Z]+ [^?\s]*)\?.*? (HTTP\/\d(?:\.\d)?")/g;
/** An address field: its query runs to the next field nginx writes, or the line's end. */
const ADDRESS = /((?:upstream|referrer|subrequest): "[^?"]*)\?.*?("(?:, [a-z_]+: |$))/g;
/** Anything else that looks like a query (an address in a message's own text). */
const QUERY = /\?[^\s"]*/g;

/** `line` without any query string. */
export function redactErrorLine(line: string): string {
  return line.replace(REQUEST, '$1 $2').replace(ADDRESS, '$1$2').replace(QUERY, '');
}
