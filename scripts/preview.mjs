// `npm run preview`: production builds behind real nginx on localhost, with the same nginx
// configuration the images use, and local-services. `--no-build` serves the existing builds.
import { serveSite } from './lib/localSite.mjs';
import { PREVIEW_PORTS, repoRoot } from './lib/nginxPreview.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';

stopOnSignals();
if (!process.argv.includes('--no-build')) {
  await run('npm', ['run', 'build'], { cwd: repoRoot });
}
await serveSite();
console.log(`\nPreview: http://localhost:${PREVIEW_PORTS.entry}  (Ctrl+C stops it)\n`);
