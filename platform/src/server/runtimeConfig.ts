import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

/**
 * Makes the running container's `/config.js` the configuration of this process, so the HTML
 * rendered here shows exactly the values the browser will read (phone, e-mail, map, links,
 * origins). The file is the one nginx serves; it only assigns `window.__SITE_CONFIG__`.
 */
export function loadRuntimeConfigFile(file: string): void {
  const window: { __SITE_CONFIG__?: unknown } = {};
  runInNewContext(readFileSync(file, 'utf8'), { window }, { filename: file, timeout: 1000 });
  (globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = window.__SITE_CONFIG__;
}

/**
 * Where a remote's built files are, as the page's HTML must address them: the folder of its
 * manifest. A same-site (relative) address stays relative, so the page works on any host name.
 */
export function remoteFilesUrl(configuredManifest: string): string {
  if (/^https?:\/\//.test(configuredManifest)) return new URL('.', configuredManifest).href;
  return new URL('.', new URL(configuredManifest, 'http://site.invalid/')).pathname;
}
