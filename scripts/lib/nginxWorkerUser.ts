// Who the local preview's nginx (`npm start`, `npm run preview`, the tests' sites) runs as, where
// it listens, and the runtime folder it reads (docs/architecture.md#run-modes).
//
// An nginx started as root keeps its master root, which reads its configuration from the runtime
// folder (nginx.conf, its includes, modules.conf, which can `load_module`), and its workers serve
// files from it live (config.js, the pages rendered at start): whoever may write there runs code
// as root or puts a script into every page. So that folder is 0700 and nothing in it is group- or
// other-writable.
//
// nginx's workers must read the checkout: as `nobody` (nginx's default under root) they cannot
// read one in a folder only its owner may enter (`mktemp -d`, a home directory), and every page
// would be a 404. They also write their temp files and the page cache under the runtime folder.
// - The checkout's owner is not root: nginx runs as that owner altogether, master too, started with
//   their numeric ids (nginx's own `user` takes names only, and a uid may have none), and the
//   runtime folder is theirs. No part of nginx is root, and the owner gains nothing: they can
//   already change every script root runs from their checkout.
// - The checkout is root's: only root's workers are sure to read it (it may be in a folder only
//   root may enter), and the runtime folder stays root's. Workers running as root do not answer
//   other machines: the site listens on the loopback only.
// Not started as root: nginx is this user already (it ignores `user`), and so is the folder.
import { execFileSync } from 'node:child_process';
import { chmodSync, lchownSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';

/** How the preview's nginx is started on this machine, for a given checkout. */
export interface NginxRunAs {
  /** The ids nginx (master and workers) is started with (spawn's uid and gid); none: this process's. */
  readonly ids?: { readonly uid: number; readonly gid: number };
  /** `user group` of the workers of a master that stays root (NGINX_WORKER_USER); '' otherwise. */
  readonly workerUser: string;
  /** The addresses the site's ports listen on (NGINX_LISTEN_ADDRESSES); empty: every interface. */
  readonly listenAddresses: readonly string[];
}

/** 127.0.0.1, and ::1 where this machine has it (IPv6 can be off: nginx could not listen there). */
export function loopbackAddresses(): string[] {
  const ipv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some(
      ({ internal, family, address }) => internal && family === 'IPv6' && address === '::1',
    ),
  );
  return ipv6Loopback ? ['127.0.0.1', '[::1]'] : ['127.0.0.1'];
}

/** How nginx serving `checkout` runs when started by this process (see the top of this file). */
export function nginxRunAs(checkout: string): NginxRunAs {
  if (process.getuid?.() !== 0) return { workerUser: '', listenAddresses: [] };
  const { uid, gid } = statSync(checkout);
  if (uid !== 0) return { ids: { uid, gid }, workerUser: '', listenAddresses: [] };
  // Only root's own names are looked up: uid 0 always has one.
  const name = (flag: string) => execFileSync('id', [flag, '0'], { encoding: 'utf8' }).trim();
  return { workerUser: `${name('-nu')} ${name('-gn')}`, listenAddresses: loopbackAddresses() };
}

/** The one sentence `npm start` and `npm run preview` print when the site is on the loopback only. */
export function loopbackNotice({ listenAddresses }: NginxRunAs): string | undefined {
  if (listenAddresses.length === 0) return undefined;
  const addresses = listenAddresses.map((address) => address.replace(/^\[|\]$/g, ''));
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(addresses);
  return (
    `nginx runs as root here (root owns this checkout), so the site listens on this machine's ` +
    `loopback only (${list}): other machines cannot reach it.`
  );
}

/** A mode without write for group and others. */
const ownerWriteOnly = (mode: number) => mode & 0o7777 & ~0o022;

/**
 * Runs `change` on a file, unless the file is gone meanwhile: a running site's nginx and content
 * renderer add and remove files in the runtime folder while `npm start` renders an app again.
 */
function unlessGone(change: () => void): void {
  try {
    change();
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
}

/**
 * Makes `runtimeDir` (created if missing) what the master may read: the folder 0700, nothing in
 * it group- or other-writable, everything owned by whoever nginx runs as (`runAs.ids`), and its
 * parent writable by no one else (who could otherwise put a folder of their own in its place).
 * Run before the configuration is written into it and again after, since what this process writes
 * is this process's and follows its umask. Symbolic links are not followed.
 */
export function privateRuntimeDir(runtimeDir: string, runAs: NginxRunAs): void {
  const parent = path.dirname(runtimeDir);
  mkdirSync(parent, { recursive: true });
  // A shared folder with the sticky bit (/tmp) lets no one else rename what is in it: left alone.
  const parentMode = statSync(parent).mode;
  if ((parentMode & 0o1000) === 0 && ownerWriteOnly(parentMode) !== (parentMode & 0o7777)) {
    chmodSync(parent, ownerWriteOnly(parentMode));
  }
  // 0700 from the start (mkdir's mode is before the umask, which only takes bits away), and again
  // if it existed with other modes.
  mkdirSync(runtimeDir, { recursive: true, mode: 0o700 });
  const walk = (file: string) => {
    const stats = lstatSync(file);
    if (runAs.ids) lchownSync(file, runAs.ids.uid, runAs.ids.gid);
    if (stats.isSymbolicLink()) return;
    if (ownerWriteOnly(stats.mode) !== (stats.mode & 0o7777)) {
      chmodSync(file, ownerWriteOnly(stats.mode));
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) unlessGone(() => walk(path.join(file, entry)));
    }
  };
  walk(runtimeDir);
  chmodSync(runtimeDir, 0o700);
}
