// `npm run build`: the production build of every app (each workspace's own `build` script, the
// same one its Dockerfile runs). Two at a time: one webpack process keeps about one core busy, so
// on a 2-core machine this takes about half as long as one after the other.
import { spawn } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fields of a package.json this script reads. */
interface Manifest {
  workspaces?: string[];
  scripts?: Record<string, string>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
// The workspaces as npm reads them: each entry a folder or a glob of folders (`mfe-*`, every
// remote), each folder with a package.json.
const workspaces = (readManifest(root).workspaces ?? []).flatMap((pattern) =>
  globSync(pattern, { cwd: root })
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
    .sort(),
);
const apps = workspaces.filter((workspace) =>
  Boolean(readManifest(path.join(root, workspace)).scripts?.build),
);
const concurrency = Math.max(1, Math.min(2, os.cpus().length, apps.length));

function build(app: string): Promise<boolean> {
  return new Promise((resolve) => {
    const begin = Date.now();
    // Output is collected and printed whole, so two builds' lines never interleave.
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - begin) / 1000).toFixed(1);
      console.log(
        `\n--- ${app}: ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${seconds} s`,
      );
      console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...apps];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      results.push(await build(app));
    }
  }),
);
if (results.some((ok) => !ok)) process.exit(1);
