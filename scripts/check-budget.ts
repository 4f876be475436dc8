// The JavaScript budget of `/` before the visitor's first interaction, checked in npm test on the
// production builds behind nginx (issue 9: at most 150 KB gzip; issue 35: 100 KB, and since the
// shell's application waits for the visitor's first need, only its start script and the
// real-user signals' reporter load: 16 KB keeps that design from slipping). Bytes are
// deterministic; timings stay in the benchmark.
import path from 'node:path';
import { ensureBuilds, previewEnvOnPorts, previewPorts, repoRoot } from './lib/nginxPreview.ts';
import { launchChromium, measureDownloads, sumBytes } from './lib/measureRoute.ts';
import { reportable, reportOperatorErrors } from './lib/operatorErrors.ts';
import { ensurePortsFree } from './lib/ports.ts';
import { start, stopAll, waitForUrl } from './lib/processes.ts';
import { sitePortUses } from './lib/sitePorts.ts';

/** A route's JavaScript before the first interaction at most, gzip bytes. */
export interface Budget {
  route: string;
  maxJsBytes: number;
}

export const BUDGETS: Budget[] = [{ route: '/', maxJsBytes: 16 * 1024 }];

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
    // A visit that only reads, as a first-time visitor makes it, until the browser is idle after
    // the load: everything it downloads comes before any interaction. The part asked for after the
    // load event (on idle) is listed apart.
    const files = await measureDownloads(context, `http://localhost:${port}${budget.route}`, {
      settleMs: 2500,
    });
    const beforeLoad = sumBytes(files, 'js', 'beforeLoad');
    const later = sumBytes(files, 'js', 'afterLoad');
    const js = beforeLoad + later;
    // No script at all is a page that did not load the site's start script, not a small one.
    const measured = files.some((file) => file.type === 'js');
    const ok = measured && js <= budget.maxJsBytes;
    failed ||= !ok;
    const count = (afterLoad: boolean) =>
      files.filter((f) => f.type === 'js' && f.afterLoad === afterLoad).length;
    console.log(
      `${ok ? 'ok  ' : measured ? 'OVER' : 'NONE'} ${budget.route}: JS before the first interaction ${(js / 1024).toFixed(1)} KB gzip (budget ${(budget.maxJsBytes / 1024).toFixed(0)} KB): ${(beforeLoad / 1024).toFixed(1)} KB in ${count(false)} files before the load event, ${(later / 1024).toFixed(1)} KB in ${count(true)} after it`,
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
