// What the container test needs from the machine: root (network namespaces, a Docker engine) and
// a few Debian packages, installed with apt-get when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from '../../lib/processes.ts';

/** A Debian package, and how to tell it is installed. */
interface DebianPackage {
  name: string;
  present: () => boolean;
}

const PACKAGES: DebianPackage[] = [
  {
    name: 'docker.io',
    present: () => existsSync('/usr/sbin/dockerd') && existsSync('/usr/bin/docker'),
  },
  { name: 'docker-compose', present: () => existsSync('/usr/bin/docker-compose') },
  { name: 'debootstrap', present: () => existsSync('/usr/sbin/debootstrap') },
  { name: 'iproute2', present: () => existsSync('/usr/sbin/ip') || existsSync('/sbin/ip') },
  { name: 'util-linux', present: () => hasCommand('unshare') && hasCommand('nsenter') },
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
];

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export async function ensurePrerequisites(): Promise<void> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    throw new Error(
      'test:containers needs root on Linux: it starts a Docker engine in a network namespace of its own',
    );
  }
  const missing = PACKAGES.filter((item) => !item.present()).map((item) => item.name);
  if (missing.length === 0) return;
  if (!hasCommand('apt-get')) {
    throw new Error(`missing packages (${missing.join(', ')}) and no apt-get to install them`);
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}
