// An export that cannot be served at start-up, said to the operator in one sentence (an
// OperatorError, failures.ts): the file, what is wrong with it, and what to do.
import { codeOf, messageOf, OperatorError } from '../failures.ts';
import { InvalidExportError } from './exportStore.ts';

/** Where the served file came from: the advice differs. */
export type ExportOrigin = 'sample' | 'setting' | 'copy';

const ADVICE: Record<ExportOrigin, string> = {
  sample:
    'regenerate the sample with `node local-services/data/generate-sample.ts`, or set CONTENT_EXPORT_FILE to another export',
  setting:
    'set CONTENT_EXPORT_FILE to a readable `contentful space export` file, or leave it unset to serve the sample',
  copy: 'repair that copy, or delete it so that CONTENT_EXPORT_COPY_DIR gets a fresh one',
};

/** Whitespace (a message quoting the file, say) folded: the sentence stays on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What is wrong with the file, from the error reading it. */
function fault(error: unknown): string {
  const code = codeOf(error);
  if (code === 'ENOENT') return 'does not exist';
  if (code === 'EISDIR') return 'is a folder, not an export file';
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be read (permission denied)';
  if (error instanceof SyntaxError) return 'is not valid JSON';
  if (error instanceof InvalidExportError) return `cannot be served: ${error.reason}`;
  return `cannot be read (${oneLine(messageOf(error))})`;
}

export function exportProblem(file: string, error: unknown, origin: ExportOrigin): OperatorError {
  return new OperatorError(`the content export ${file} ${fault(error)}; ${ADVICE[origin]}.`);
}

export function copyProblem(folder: string, error: unknown): OperatorError {
  const reason = codeOf(error) ?? oneLine(messageOf(error));
  return new OperatorError(
    `the content export cannot be copied to ${folder} (${reason}); set CONTENT_EXPORT_COPY_DIR to a writable folder, or leave it unset to serve the export where it is.`,
  );
}
