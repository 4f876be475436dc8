// The federation contract every app builds against (docs/architecture.md#federation-contract): what
// is shared and how. Kept in one place so the host and the remotes can never disagree on a
// singleton.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** A package.json, as far as the contract reads it. */
interface PackageManifest {
  readonly version: string;
  readonly exports?: unknown;
}

function packageManifest(data: unknown, file: string): PackageManifest {
  if (typeof data === 'object' && data !== null && 'version' in data) {
    const { version } = data;
    if (typeof version === 'string') return { ...data, version };
  }
  throw new Error(`${file} has no version`);
}

const sharedFile = path.join(here, '../shared/package.json');
const sharedPackage = packageManifest(JSON.parse(readFileSync(sharedFile, 'utf8')), sharedFile);
const sharedExports = sharedPackage.exports;
if (typeof sharedExports !== 'object' || sharedExports === null) {
  throw new Error(`${sharedFile} has no exports`);
}

const version = (name: string): string =>
  packageManifest(require(`${name}/package.json`), `${name}/package.json`).version;

/** Every public sub-path of the `@site/shared` package, e.g. `@site/shared/language`. */
export const sharedEntryPoints = Object.keys(sharedExports)
  // `./testing` runs in unit tests only; no browser bundle may carry it. `./addresses` and
  // `./definitions` are constants and pure functions only: each bundle takes the ones it uses,
  // with no state to share. So is `./signals`, whose one state (the failures queued for the
  // reporter) is kept on the window, and which is on the first load: sharing it would cost a
  // chunk of its own there. (Node-only code is in @site/platform, which no browser bundle has.)
  .filter(
    (key) =>
      key !== '.' &&
      key !== './testing' &&
      key !== './addresses' &&
      key !== './definitions' &&
      key !== './signals' &&
      !key.includes('*'),
  )
  .map((key) => `@site/shared/${key.slice(2)}`);

/** How a module is shared: one copy per page, of a version every app accepts. */
export interface SharedModule {
  readonly singleton: true;
  readonly requiredVersion: string;
  readonly version: string;
}

const singleton = (name: string, packageName = name): SharedModule => ({
  singleton: true,
  requiredVersion: `^${version(packageName)}`,
  version: version(packageName),
});

// react-router-dom is shared through @site/shared/router (see there), not as a whole package.
export const sharedModules: Readonly<Record<string, SharedModule>> = {
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
export const runtimePlugins: string[] = [
  path.join(here, '../shared/src/federation/runtimePlugin.ts'),
];
