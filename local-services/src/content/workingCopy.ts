// CONTENT_EXPORT_COPY_DIR: the container's root is read-only, so the export is copied into a
// writable folder (a tmpfs) and served from there, where `docker exec` can edit it. The whole
// folder is copied, since asset files live beside the export. A copy already there is kept: a
// restart must not undo the edits made to it.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The export file to serve: `exportFile` itself, or its copy in `copyDir`. */
export function workingCopy(exportFile: string, copyDir: string | undefined): string {
  if (!copyDir) return exportFile;
  const target = path.resolve(copyDir);
  const copy = path.join(target, path.basename(exportFile));
  if (!existsSync(copy)) {
    mkdirSync(target, { recursive: true });
    cpSync(path.dirname(exportFile), target, { recursive: true });
    console.log(`content export copied to ${target}`);
  }
  return copy;
}
