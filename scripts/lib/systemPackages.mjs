// Debian packages the tests need (nginx, Chromium, docker-compose, envsubst), installed with apt
// when missing. CI machines start bare; this keeps `npm test` the only command to know.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const REQUIRED = [
  { package: 'nginx', present: () => existsSync('/usr/sbin/nginx') || has('nginx') },
  { package: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { package: 'docker-compose', present: () => has('docker-compose') },
  { package: 'gettext-base', present: () => has('envsubst') },
];

/** Installs those of `packages` (default: all the tests need) that are missing. */
export function ensureSystemPackages(packages = REQUIRED.map((item) => item.package)) {
  const missing = REQUIRED.filter((item) => packages.includes(item.package) && !item.present()).map(
    (item) => item.package,
  );
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
    throw new Error(
      `Missing system packages: ${missing.join(', ')}. Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) and run the command again.`,
    );
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  // Debian starts the packaged nginx on port 80; the site runs its own nginx processes.
  spawnSync('sh', ['-c', 'service nginx stop >/dev/null 2>&1 || true']);
}
