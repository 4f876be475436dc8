// webpack's persistent cache for every build of an app. `npm test` builds each app for production,
// then `npm start` (its check) and the redeploy test build the same apps again: with the cache they
// rebuild only what changed (on CI, `npm start`'s four first builds took 66 s without it). The
// development servers keep one per mode too: the end-to-end suite starts each remote's more than
// once. One webpack process at a time writes an app's cache (the e2e builds run one at a time).
import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';

/**
 * What the configuration is computed from, besides the sources webpack follows itself: the
 * tooling, the federation table and the page skeleton (read when the configuration is made), the
 * app's own configuration and the lock file. A change to any of them starts the cache afresh.
 * webpack's own `buildDependencies` cannot follow these TypeScript files' imports.
 */
function configurationInputs(repoRoot: string, appDir: string): string[] {
  const shared = globSync(
    ['tooling/**/*.{ts,mts,ejs}', 'shared/src/federation/*.ts', 'platform/src/server/*.ts'],
    { cwd: repoRoot, exclude: (name) => /\.test\.tsx?$|[\\/]test[\\/]/.test(String(name)) },
  ).map((file) => path.join(repoRoot, file));
  return [
    ...shared.sort(),
    path.join(appDir, 'webpack.config.mts'),
    path.join(appDir, 'package.json'),
    path.join(repoRoot, 'package-lock.json'),
  ];
}

const versions = new Map<string, string>();

function configurationVersion(repoRoot: string, appDir: string): string {
  const known = versions.get(appDir);
  if (known) return known;
  const hash = createHash('sha256');
  for (const file of configurationInputs(repoRoot, appDir)) {
    hash.update(path.relative(repoRoot, file)).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('(none)');
    }
  }
  const version = hash.digest('hex').slice(0, 16);
  versions.set(appDir, version);
  return version;
}

/**
 * The cache of one of an app's compilations (`name`: the browser build, its runtime provider, its
 * server build), kept in the app's own node_modules/.cache, so a copy of the repository elsewhere
 * never shares it.
 */
export function persistentCache(
  repoRoot: string,
  appDir: string,
  name: string,
  production: boolean,
): Configuration['cache'] {
  // An image's build runs once and keeps nothing: writing the cache would only cost it time.
  if (process.env.SITE_BUILD_CACHE === 'off') return false;
  return {
    type: 'filesystem',
    name: `${name}-${production ? 'production' : 'development'}`,
    cacheDirectory: path.join(appDir, 'node_modules/.cache/webpack'),
    version: configurationVersion(repoRoot, appDir),
  };
}
