import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ComposedServer } from './composedServer';

/**
 * Pages rendered from this container's configuration (the values config.js gives the browser): a
 * remote's pages, or the shell's parts of every page. Written to a folder of their own and moved
 * into place only when every page rendered, so a renderer that fails costs speed, never the site.
 */
export function renderPages(server: ComposedServer, configFile: string): boolean {
  const { env, identity, runtimeDir, siteRoot, log } = server;
  const renderer =
    env.SITE_SERVER_RENDERER || path.join(siteRoot, '..', 'dist-server', 'render.cjs');
  if (!existsSync(renderer)) {
    log(
      `compose: no server renderer (${renderer}); ${identity.name} pages are rendered in the browser`,
    );
    return false;
  }
  const pagesDir = path.join(runtimeDir, 'pages', identity.name);
  rmSync(pagesDir, { recursive: true, force: true });
  rmSync(`${pagesDir}.partial`, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [renderer], {
    stdio: 'inherit',
    env: { ...env, SITE_CONFIG_FILE: configFile, SITE_PAGES_DIR: `${pagesDir}.partial` },
  });
  if (result.status !== 0) {
    log(`compose: server rendering failed; ${identity.name} pages are rendered in the browser`);
    rmSync(`${pagesDir}.partial`, { recursive: true, force: true });
    return false;
  }
  renameSync(`${pagesDir}.partial`, pagesDir);
  return true;
}
