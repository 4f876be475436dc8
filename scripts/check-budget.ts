// The first-load JavaScript budget of `/` (issue 9: at most 150 KB gzip; 140 KB since the page region waits for the visitor, issue 35), checked in npm test
// on the production builds behind nginx. Bytes are deterministic; timings stay in the benchmark.
import path from 'node:path';
import { ensureBuilds, previewEnvOnPorts, previewPorts, repoRoot } from './lib/nginxPreview.ts';
import { launchChromium, measureDownloads, sumBytes } from './lib/measureRoute.ts';
import { reportable, reportOperatorErrors } from './lib/operatorErrors.ts';
import { ensurePortsFree } from './lib/ports.ts';
import { start, stopAll, waitForUrl } from './lib/processes.ts';
import { sitePortUses } from './lib/sitePorts.ts';

/** A route's first-load JavaScript at most, gzip bytes. */
export interface Budget {
  route: string;
  maxJsBytes: number;
}

export const BUDGETS: Budget[] = [{ route: '/', maxJsBytes: 140 * 1024 }];

reportOperatorErrors();
const port = Number(process.env.BUDGET_PORT_BASE ?? 18280);
await ensurePortsFree(sitePortUses(previewPorts(port), 'BUDGET_PORT_BASE'));
ensureBuilds();
const env = { ...process.env, ...previewEnvOnPorts(port) };
start('preview', process.execPath, [path.join(repoRoot, 'scripts/preview.ts'), '--no-build'], {
  env,
});
let failed = false;
try {
  await waitForUrl(`http://127.0.0.1:${port}/healthz`, 60_000);
  const browser = await launchChromium();
  for (const budget of BUDGETS) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const files = await measureDownloads(context, `http://localhost:${port}${budget.route}`);
    // The budget is the script a visitor waits for; what loads after the page's load event (the
    // footer on idle, parts as they come into view) is listed apart.
    const js = sumBytes(files, 'js', 'beforeLoad');
    const later = sumBytes(files, 'js', 'afterLoad');
    const ok = js <= budget.maxJsBytes;
    failed ||= !ok;
    const count = (afterLoad: boolean) =>
      files.filter((f) => f.type === 'js' && f.afterLoad === afterLoad).length;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${budget.route}: first-load JS ${(js / 1024).toFixed(1)} KB gzip (budget ${(budget.maxJsBytes / 1024).toFixed(0)} KB) in ${count(false)} files; after the load event ${(later / 1024).toFixed(1)} KB in ${count(true)}`,
    );
    if (!ok || process.env.BUDGET_VERBOSE) {
      for (const file of files
        .filter((f) => f.type === 'js')
        .sort((a, b) => Number(a.afterLoad) - Number(b.afterLoad) || b.gzipBytes - a.gzipBytes)) {
        console.log(
          `     ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.afterLoad ? '(after load) ' : ''}${file.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      }
    }
    await context.close();
  }
  await browser.close();
} catch (error) {
  console.error(reportable(error));
  failed = true;
}
stopAll(failed ? 1 : 0);
