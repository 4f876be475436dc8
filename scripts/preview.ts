// `npm run preview`: production builds behind real nginx on localhost, with the same nginx
// configuration the images use, and local-services. `--no-build` serves the existing builds.
import { serveSite } from './lib/localSite.ts';
import { metricsUrls, PREVIEW_PORTS, previewListenNotice, repoRoot } from './lib/nginxPreview.ts';
import { reportOperatorErrors } from './lib/operatorErrors.ts';
import { ensurePortsFree } from './lib/ports.ts';
import { run, stopOnSignals } from './lib/processes.ts';
import { sitePortUses } from './lib/sitePorts.ts';

reportOperatorErrors();
stopOnSignals();
// A port another process holds stops the preview now, not after the build.
await ensurePortsFree(sitePortUses());
if (!process.argv.includes('--no-build')) {
  await run('npm', ['run', 'build'], { cwd: repoRoot });
}
await serveSite();
console.log(`\nPreview: http://localhost:${PREVIEW_PORTS.entry}  (Ctrl+C stops it)`);
// Started as root on a checkout root owns, nginx's workers are root: the site is on the loopback
// only, and says so (scripts/lib/nginxWorkerUser.ts).
const notice = previewListenNotice();
if (notice) console.log(notice);
console.log(`Metrics (Prometheus): ${metricsUrls().join('  ')}\n`);
