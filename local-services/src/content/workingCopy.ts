// CONTENT_EXPORT_COPY_DIR: the container's root is read-only, so the export is copied into a
// writable folder (a tmpfs) and served from there, where `docker exec` can edit it. The whole
// folder is copied, since asset files live beside the export. A copy already there is kept: a
// restart must not undo the edits made to it.
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { copyProblem, exportProblem, type ExportOrigin } from './exportProblems.ts';

/**
 * The export file to serve: `exportFile` itself, or its copy in `copyDir`. An export that is not
 * there to copy, or a folder it cannot be copied to, stops the start-up (an OperatorError).
 */
export function workingCopy(
  exportFile: string,
  copyDir: string | undefined,
  origin: Exclude<ExportOrigin, 'copy'> = 'setting',
): string {
  if (!copyDir) return exportFile;
  const target = path.resolve(copyDir);
  const copy = path.join(target, path.basename(exportFile));
  if (!existsSync(copy)) {
    // Checked first: copying its folder without it would leave a copy that does not exist.
    try {
      statSync(exportFile);
    } catch (error) {
      throw exportProblem(exportFile, error, origin);
    }
    try {
      mkdirSync(target, { recursive: true });
      cpSync(path.dirname(exportFile), target, { recursive: true });
    } catch (error) {
      throw copyProblem(target, error);
    }
    console.log(`content export copied to ${target}`);
  }
  return copy;
}
