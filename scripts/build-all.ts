// @ts-nocheck -- not yet typed (TypeScript migration)
// `npm run build`: the production build of every app (each workspace's own `build` script, the
// same one its Dockerfile runs). Two at a time: one webpack process keeps about one core busy, so
// on a 2-core machine this takes about half as long as one after the other.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const apps = workspaces.filter((workspace) => {
  const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.build);
});
const concurrency = Math.max(1, Math.min(2, os.cpus().length, apps.length));

function build(app) {
  return new Promise((resolve) => {
    const begin = Date.now();
    // Output is collected and printed whole, so two builds' lines never interleave.
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
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
const results = [];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (queue.length > 0) results.push(await build(queue.shift()));
  }),
);
if (results.some((ok) => !ok)) process.exit(1);
