import path from 'node:path';
import { getSiteConfig } from '@site/shared/config';
import type { RemoteName } from '@site/shared/federation';
import { loadRuntimeConfigFile, remoteFilesUrl } from './runtimeConfig';

// webpack's free variable: assigning it moves the bundle's file URLs.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by webpack, not by this code
declare let __webpack_public_path__: string;

export interface ServerEnvironment {
  /** The app's built browser files (its manifest, its HTML). */
  distDir: string;
  /** Where prerendered pages go (a folder nginx serves); unset for a renderer that answers requests. */
  pagesDir: string | undefined;
  /** The URL the browser loads this app's files from. */
  filesUrl: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

/**
 * Reads what a server render needs from the environment the container's start script sets:
 * SITE_CONFIG_FILE (the rendered /config.js), SITE_ROOT (the built files) and, for prerendering, SITE_PAGES_DIR. It also
 * points the bundle's file URLs (images, icons) where the browser finds them. Call it from the
 * first module the server entry imports, before any module that imports a file.
 */
export function prepareServerEnvironment(app: RemoteName | 'shell'): ServerEnvironment {
  loadRuntimeConfigFile(required('SITE_CONFIG_FILE'));
  const filesUrl = app === 'shell' ? '/' : remoteFilesUrl(getSiteConfig().remotes[app]);
  __webpack_public_path__ = filesUrl;
  return {
    distDir: path.resolve(required('SITE_ROOT')),
    pagesDir: process.env.SITE_PAGES_DIR ? path.resolve(process.env.SITE_PAGES_DIR) : undefined,
    filesUrl,
  };
}
