import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildReplacing, type Replacement } from './replacingBuild';

// A build of one app as its team would make it with `@site/shared` (and its own sources) changed,
// for the shared-contract tests (docs/operations.md#shared-contract-changes). The changed files
// are copies beside the originals, swapped in by replacing.webpack.mts: the repository's sources
// and builds stay as they are while other tests run.

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');

export interface SourceEdit {
  /** The file, relative to the repository. */
  file: string;
  from: string;
  to: string;
}

export interface VariantBuild {
  /** The folder holding the build's `dist/` and `dist-server/`, as an image would have them. */
  dir: string;
  remove: () => Promise<void>;
}

/** Builds `app` for production with `edits` applied, into a temporary folder. */
export async function buildVariant(app: string, edits: SourceEdit[]): Promise<VariantBuild> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `site-contract-${app}-`));
  // nginx's workers (user nobody when the tests run as root) read the files from here.
  await chmod(dir, 0o755);
  const copies: string[] = [];
  try {
    // Every edit of one file goes into one copy of it.
    const byFile = new Map<string, SourceEdit[]>();
    for (const edit of edits) byFile.set(edit.file, [...(byFile.get(edit.file) ?? []), edit]);
    const replacements: Replacement[] = [];
    for (const [file, fileEdits] of byFile) {
      const original = path.join(repoRoot, file);
      let text = await readFile(original, 'utf8');
      for (const edit of fileEdits) {
        if (!text.includes(edit.from)) throw new Error(`${file} has no "${edit.from}"`);
        text = text.replace(edit.from, edit.to);
      }
      const extension = path.extname(original);
      const copy = `${original.slice(0, -extension.length)}.contract-e2e-${process.pid}${extension}`;
      await writeFile(copy, text);
      copies.push(copy);
      replacements.push({ original, copy });
    }
    await buildReplacing(app, dir, replacements);
  } finally {
    await Promise.all(copies.map((copy) => rm(copy, { force: true })));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** `npm run can-deploy` for `app`'s build in `dir` against the live site at `site`. */
export async function canDeploy(
  app: string,
  dir: string,
  site: string,
): Promise<{ code: number; output: string }> {
  const args = [path.join(repoRoot, 'scripts/can-deploy.ts'), '--dist', path.join(dir, 'dist')];
  try {
    const { stdout } = await run(process.execPath, [...args, '--site', site], {
      cwd: path.join(repoRoot, app),
    });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const { code, stdout } = error as { code?: number; stdout?: string };
    return { code: code ?? -1, output: (stdout ?? '').trim() };
  }
}
