// @ts-nocheck -- not yet typed (TypeScript migration)
// `npm run preview`: production builds behind real nginx on localhost, with the same nginx
// configuration the images use, and local-services. `--no-build` serves the existing builds.
import { serveSite } from './lib/localSite.ts';
import { PREVIEW_PORTS, repoRoot } from './lib/nginxPreview.ts';
import { run, stopOnSignals } from './lib/processes.ts';

stopOnSignals();
if (!process.argv.includes('--no-build')) {
  await run('npm', ['run', 'build'], { cwd: repoRoot });
}
await serveSite();
console.log(`\nPreview: http://localhost:${PREVIEW_PORTS.entry}  (Ctrl+C stops it)\n`);
