// @ts-nocheck -- not yet typed (TypeScript migration)
// The federation contract every app builds against (docs/architecture.md#federation-contract): what
// is shared and how. Kept in one place so the host and the remotes can never disagree on a
// singleton.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const sharedPackage = JSON.parse(readFileSync(path.join(here, '../shared/package.json'), 'utf8'));

const version = (name) => require(`${name}/package.json`).version;

/** Every public sub-path of the `@site/shared` package, e.g. `@site/shared/language`. */
export const sharedEntryPoints = Object.keys(sharedPackage.exports)
  // `./server` runs in Node only (server renderers) and `./testing` in unit tests only; no
  // browser bundle may carry either. `./addresses` is constants only: each bundle takes the ones
  // it uses, with no state to share.
  .filter(
    (key) =>
      key !== '.' &&
      key !== './server' &&
      key !== './testing' &&
      key !== './addresses' &&
      !key.includes('*'),
  )
  .map((key) => `@site/shared/${key.slice(2)}`);

const singleton = (name, packageName = name) => ({
  singleton: true,
  requiredVersion: `^${version(packageName)}`,
  version: version(packageName),
});

// react-router-dom is shared through @site/shared/router (see there), not as a whole package.
export const sharedModules = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom/', 'react-dom'),
  jotai: singleton('jotai'),
  ...Object.fromEntries(
    sharedEntryPoints.map((entry) => [
      entry,
      { singleton: true, requiredVersion: sharedPackage.version, version: sharedPackage.version },
    ]),
  ),
};

/** Runtime plugins compiled into every app's federation runtime. */
export const runtimePlugins = [path.join(here, '../shared/src/federation/runtimePlugin.ts')];
