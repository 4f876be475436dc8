// @ts-nocheck -- not yet typed (TypeScript migration)
// The first-load JavaScript budget of `/` (issue 9: at most 150 KB gzip), checked in npm test
// on the production builds behind nginx. Bytes are deterministic; timings stay in the benchmark.
import path from 'node:path';
import { previewEnvOnPorts, repoRoot } from './lib/nginxPreview.ts';
import { launchChromium, measureDownloads, sumBytes } from './lib/measureRoute.ts';
import { start, stopAll, waitForUrl } from './lib/processes.ts';

export const BUDGETS = [{ route: '/', maxJsBytes: 150 * 1024 }];

const port = Number(process.env.BUDGET_PORT_BASE ?? 18280);
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
    const count = (afterLoad) =>
      files.filter((f) => f.type === 'js' && f.afterLoad === afterLoad).length;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${budget.route}: first-load JS ${(js / 1024).toFixed(1)} KB gzip (budget ${(budget.maxJsBytes / 1024).toFixed(0)} KB) in ${count(false)} files; after the load event ${(later / 1024).toFixed(1)} KB in ${count(true)}`,
    );
    if (!ok || process.env.BUDGET_VERBOSE) {
      for (const file of files
        .filter((f) => f.type === 'js')
        .sort((a, b) => a.afterLoad - b.afterLoad || b.gzipBytes - a.gzipBytes)) {
        console.log(
          `     ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.afterLoad ? '(after load) ' : ''}${file.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      }
    }
    await context.close();
  }
  await browser.close();
} catch (error) {
  console.error(error);
  failed = true;
}
stopAll(failed ? 1 : 0);
