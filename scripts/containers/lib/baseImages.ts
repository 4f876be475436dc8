// Stand-ins for the official base images, which no registry here can serve: a minimal Debian
// made with debootstrap, plus the project's own Node (the pinned `node` package that runs this script) and npm (build stage) or Debian's nginx and
// curl (runtime stage). The root file systems are cached as tar files, keyed by their recipe, so
// only the first run on a machine pays for debootstrap.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { run, type Runner } from '../../lib/processes.ts';

export const CACHE_DIR = process.env.SITE_CONTAINERS_CACHE ?? '/var/cache/site-containers';
const MIRROR = process.env.SITE_CONTAINERS_DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const SUITE = 'bookworm';
const PATH_ENV = 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const npmDir = '/usr/lib/node_modules/npm';

/** A stand-in base image: its tag, its Debian packages, and what is added to its root. */
interface BaseImage {
  tag: string;
  packages: readonly string[];
  /** `docker import --change` instructions. */
  changes: readonly string[];
  /** What else its cached root depends on (part of the cache key). */
  extra: string;
  finish(root: string): void;
}

type BaseImageName = 'node' | 'nginx';
const BASE_IMAGE_NAMES: readonly BaseImageName[] = ['node', 'nginx'];

export const BASE_IMAGES: Readonly<Record<BaseImageName, BaseImage>> = {
  node: {
    tag: `site-standin/node:${process.versions.node.split('.')[0]}`,
    packages: [],
    changes: [`ENV ${PATH_ENV}`, 'CMD ["node"]'],
    // The node binary running this script and the machine's npm, where the official image has them
    // (/usr/local).
    extra: process.version,
    finish(root: string) {
      cpSync(process.execPath, path.join(root, 'usr/local/bin/node'));
      cpSync(npmDir, path.join(root, 'usr/local/lib/node_modules/npm'), { recursive: true });
      symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm'));
      symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx'));
    },
  },
  nginx: {
    tag: 'site-standin/nginx:bookworm',
    // Brotli's modules too: the images send the builds' .br files (platform/src/composition/compressionModules.ts);
    // and the nginx exporter the entry runs beside nginx, which the Dockerfile would otherwise
    // install with apt-get (no network in the test's builds).
    packages: [
      'nginx',
      'libnginx-mod-http-brotli-static',
      'libnginx-mod-http-brotli-filter',
      'curl',
      'prometheus-nginx-exporter',
    ],
    changes: [`ENV ${PATH_ENV}`, 'CMD ["nginx", "-g", "daemon off;"]'],
    extra: '',
    finish() {},
  },
};

function cacheFile(name: BaseImageName): string {
  const image = BASE_IMAGES[name];
  const recipe = JSON.stringify({
    version: 1,
    name,
    suite: SUITE,
    packages: image.packages,
    extra: image.extra,
  });
  const key = createHash('sha256').update(recipe).digest('hex').slice(0, 12);
  return path.join(CACHE_DIR, `${name}-${key}.tar`);
}

async function buildRootfs(name: BaseImageName, workDir: string): Promise<void> {
  const image = BASE_IMAGES[name];
  const root = path.join(workDir, `rootfs-${name}`);
  const include = image.packages.length ? [`--include=${image.packages.join(',')}`] : [];
  console.log(`debootstrap ${SUITE} for ${image.tag} (first run on this machine only)`);
  await run(
    'debootstrap',
    [
      '--variant=minbase',
      // A cache of its own per image: both are made at the same time.
      `--cache-dir=${path.join(CACHE_DIR, `debs-${name}`)}`,
      ...include,
      SUITE,
      root,
      MIRROR,
    ],
    { capture: true, timeoutMs: 10 * 60 * 1000 },
  );
  // Package lists and downloaded archives are not needed inside the image.
  for (const leftover of ['var/lib/apt/lists', 'var/cache/apt/archives']) {
    rmSync(path.join(root, leftover), { recursive: true, force: true });
    mkdirSync(path.join(root, leftover, 'partial'), { recursive: true });
  }
  image.finish(root);
  const file = cacheFile(name);
  await run('tar', ['-C', root, '--numeric-owner', '-cf', `${file}.partial`, '.']);
  renameSync(`${file}.partial`, file);
  rmSync(root, { recursive: true, force: true });
}

/** Makes sure both root file systems are cached; returns their tar files. */
export async function prepareBaseImages(workDir: string): Promise<Record<BaseImageName, string>> {
  const files = { node: cacheFile('node'), nginx: cacheFile('nginx') };
  // Side by side: each is mostly waiting on downloads and dpkg's writes, one core each at most
  // (on a fresh machine: 128 s one after the other).
  await Promise.all(
    BASE_IMAGE_NAMES.map(async (name) => {
      mkdirSync(path.join(CACHE_DIR, `debs-${name}`), { recursive: true });
      if (existsSync(files[name])) console.log(`cached: ${files[name]}`);
      else await buildRootfs(name, workDir);
    }),
  );
  return files;
}

/** `docker import`s the cached root file systems into the test's engine. */
export async function importBaseImages(
  docker: Runner,
  files: Readonly<Record<BaseImageName, string>>,
): Promise<{ NODE_IMAGE: string; NGINX_IMAGE: string }> {
  for (const name of BASE_IMAGE_NAMES) {
    const image = BASE_IMAGES[name];
    const changes = image.changes.flatMap((change) => ['--change', change]);
    await docker(['import', ...changes, files[name], image.tag], { capture: true });
    console.log(`imported ${image.tag}`);
  }
  return { NODE_IMAGE: BASE_IMAGES.node.tag, NGINX_IMAGE: BASE_IMAGES.nginx.tag };
}
