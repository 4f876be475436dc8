// The project's Node is one decision: the `node` package pinned in package.json. Every image's
// default base, compose's default and the documented default follow its major, and no package
// runs an install script that nobody chose to allow (docs/architecture.md#toolchain).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPOSE_SETTINGS } from '../../platform/src/config/runtimeVariables';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface PackageJson {
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}
interface LockEntry {
  version?: string;
  hasInstallScript?: boolean;
  link?: boolean;
}

const manifest = JSON.parse(read('package.json')) as PackageJson;
const pinned = manifest.devDependencies.node ?? '';
const major = pinned.split('.')[0];

it('pins one exact Node version, a supported LTS line', () => {
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  expect(Number(major)).toBeGreaterThanOrEqual(24);
});

it('runs the tests themselves on the pinned Node', () => {
  expect(process.versions.node).toBe(pinned);
});

it.each(['Dockerfile', 'local-services/Dockerfile'])(
  "builds %s's images on the pinned Node's major by default",
  (dockerfile) => {
    const image = /^ARG NODE_IMAGE=(.+)$/m.exec(read(dockerfile))?.[1];
    expect(image).toBe(`node:${major}-bookworm-slim`);
  },
);

it('gives compose and the documented build argument the same default', () => {
  const setting = COMPOSE_SETTINGS.find(({ name }) => name === 'NODE_IMAGE');
  expect(setting?.default).toBe(`node:${major}-bookworm-slim`);
  expect(read('docker-compose.yml')).toContain(
    `NODE_IMAGE: \${NODE_IMAGE:-node:${major}-bookworm-slim}`,
  );
});

it('lets only the packages named in allowScripts run install scripts', () => {
  const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
  const decided = new Set(Object.keys(manifest.allowScripts ?? {}));
  const undecided = Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && entry.hasInstallScript && !entry.link)
    .map(([where, entry]) => {
      const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
      return { name, version: entry.version };
    })
    .filter(({ name, version }) => !decided.has(name) && !decided.has(`${name}@${version}`))
    .map(({ name, version }) => `${name}@${version}`);
  expect(undecided).toEqual([]);
  expect(manifest.allowScripts?.node).toBe(true);
});
