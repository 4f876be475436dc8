// The images are built from a copy of the working tree (tracked and untracked files, minus what
// git ignores), so edits others make during the run cannot mix into one build, and the test can
// change a remote's text for the redeploy check without touching the repository.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', 'dist', '.preview']);

function gitFiles(source: string): string[] | undefined {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: source,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

// A source that is not a git checkout (a plain copy): every file but installed packages and builds.
function walk(source: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(source, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) files.push(...walk(source, name));
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

export function snapshotWorkingTree(source: string, target: string): string {
  const listed = gitFiles(source) ?? walk(source);
  let count = 0;
  for (const file of new Set(listed)) {
    const from = path.join(source, file);
    // Deleted but still tracked, or a folder (submodule): nothing to copy.
    if (!existsSync(from) || !lstatSync(from).isFile()) continue;
    const destination = path.join(target, file);
    mkdirSync(path.dirname(destination), { recursive: true });
    copyFileSync(from, destination);
    count++;
  }
  console.log(`snapshot: ${count} files of ${source} in ${target}`);
  return target;
}
