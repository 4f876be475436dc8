// The app images' bundles from the builds `npm test` made, instead of an install and four builds
// inside the images (the Dockerfile's APP_BUILD=prebuilt; the images then build in about 20 s
// instead of 120 to 170). `npm run build` first makes them afresh into emptied folders (a build
// keeps the start script's older chunks beside the new ones): webpack's persistent cache makes
// that quick after `npm test`. The redeploy step still builds one image from source, so the path
// every deploy takes stays under test.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from '../../lib/processes.ts';

/** Builds every app, then copies each one's dist/ and dist-server/ to `contextDir`/prebuilt/. */
export async function handInBuilds(
  repoRoot: string,
  contextDir: string,
  folders: readonly string[],
): Promise<void> {
  for (const folder of folders) {
    for (const output of ['dist', 'dist-server']) {
      rmSync(path.join(repoRoot, folder, output), { recursive: true, force: true });
    }
  }
  // Its output streams as before, whole (a failure's webpack errors included), among the few lines
  // of the steps it runs beside.
  await run('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
  for (const folder of folders) {
    const into = path.join(contextDir, 'prebuilt', folder);
    for (const output of ['dist', 'dist-server']) {
      const from = path.join(repoRoot, folder, output);
      if (existsSync(from)) cpSync(from, path.join(into, output), { recursive: true });
      else mkdirSync(path.join(into, output), { recursive: true });
    }
  }
  console.log(`the builds of ${folders.join(', ')} are in ${path.join(contextDir, 'prebuilt')}`);
}
