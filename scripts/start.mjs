// `npm start`: every app's development server and local-services; the site is on
// http://localhost:8080 (the shell's dev server proxies /mfe/<name>/ to each remote's).
import path from 'node:path';
import { DEV_PORTS } from '../build/devPorts.mjs';
import { repoRoot } from './lib/nginxPreview.mjs';
import { start, stopOnSignals, waitForUrl } from './lib/processes.mjs';

stopOnSignals();
const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
start('local-services', process.execPath, [path.join(repoRoot, 'local-services/src/server.mjs')]);
for (const app of ['mfe-company', 'mfe-content', 'mfe-contact', 'shell']) {
  start(app, process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(repoRoot, app),
  });
}
await waitForUrl(`http://127.0.0.1:${DEV_PORTS.shell}/config.js`, 180_000);
console.log(`\nThe site runs on http://localhost:${DEV_PORTS.shell}  (Ctrl+C stops it)\n`);
