// `npm start`: the site on http://localhost:8080 as its containers serve it (pages rendered on the
// server, the images' nginx configuration, local-services' sample content), kept up to date while
// you work. Each app's production build is watched; after an app is rebuilt, its pages are
// rendered again the way its container does at start (the content renderer is restarted), and
// nginx is restarted with an empty page cache, so the next page load shows the change.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type Site, serveSite } from './lib/localSite.ts';
import {
  APP_DIRS,
  APP_SERVERS,
  type AppServer,
  metricsUrls,
  PREVIEW_PORTS,
  previewListenNotice,
  renderPreviewServer,
  repoRoot,
} from './lib/nginxPreview.ts';
import { reportOperatorErrors } from './lib/operatorErrors.ts';
import { ensurePortsFree } from './lib/ports.ts';
import { start, stopOnSignals, waitForUrl } from './lib/processes.ts';
import { sitePortUses } from './lib/sitePorts.ts';
import { ensureSystemPackages, NGINX_PACKAGES } from './lib/systemPackages.ts';
import { isBuildMessage } from './start/buildMessage.ts';
import { nodeServersOf, PROCESS_OF } from './start/nodeServers.ts';

reportOperatorErrors();
stopOnSignals();
// A port another process holds stops `npm start` now, not after the first builds.
await ensurePortsFree(sitePortUses());
ensureSystemPackages(NGINX_PACKAGES);

// Undefined until the first builds are served; each later build is served by serveRebuilt.
let site: Site | undefined = undefined;
const rebuilt = new Set<AppServer>();
let applying = Promise.resolve();
let settle: NodeJS.Timeout | undefined;

function watch(server: AppServer): Promise<void> {
  const dir = APP_DIRS[server];
  return new Promise((firstBuild) => {
    const watcher = start(
      `${dir} build`,
      process.execPath,
      [path.join(repoRoot, 'scripts/start/watchApp.ts'), path.join(repoRoot, dir)],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    watcher.on('message', (message) => {
      if (!isBuildMessage(message)) return;
      if (!message.ok) {
        console.error(`\n${dir}: the build failed; the site keeps its last good build\n`);
        return;
      }
      if (!site) return firstBuild();
      rebuilt.add(server);
      // A change in shared/ rebuilds every app, one after another: serve them together.
      clearTimeout(settle);
      settle = setTimeout(() => (applying = applying.then(serveRebuilt)), 500);
    });
  });
}

async function serveRebuilt(): Promise<void> {
  const servers = [...rebuilt];
  rebuilt.clear();
  if (servers.length === 0 || !site) return;
  const { runtimeDir } = site;
  for (const server of servers) renderPreviewServer(server, { runtimeDir });
  for (const nodeServer of new Set(servers.flatMap(nodeServersOf))) {
    await PROCESS_OF[nodeServer](site).restart();
    await waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS[nodeServer]}/healthz`);
  }
  // Pages the content renderer drew with the previous build name that build's files: empty the
  // content server's cache (proxy_cache_path in nginx.conf.template).
  await site.nginx.restart(() =>
    rmSync(path.join(runtimeDir, 'cache/rendered'), { recursive: true, force: true }),
  );
  // "Reload the page" only once the new nginx listens on every port: a reload a moment earlier
  // would be refused.
  await Promise.all(
    APP_SERVERS.map((server) => waitForUrl(`http://127.0.0.1:${PREVIEW_PORTS[server]}/healthz`)),
  );
  console.log(`\nServing the new build of ${servers.join(', ')}: reload the page\n`);
}

// Two first builds at a time: one webpack process keeps about one core busy.
const queue = [...APP_SERVERS];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await watch(next);
  }),
);
site = await serveSite();
console.log(
  `\nThe site runs on http://localhost:${PREVIEW_PORTS.entry}, rebuilt as you change the sources (Ctrl+C stops it)`,
);
// Started as root on a checkout root owns, nginx's workers are root: the site is on the loopback
// only, and says so (scripts/lib/nginxWorkerUser.ts).
const notice = previewListenNotice();
if (notice) console.log(notice);
console.log(`Metrics (Prometheus): ${metricsUrls().join('  ')}\n`);
