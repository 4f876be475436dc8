// The local preview's nginx, started as root (scripts/lib/nginxWorkerUser.ts), with a real nginx:
// - a checkout in a folder only its owner may enter (`mktemp -d`, a home directory) is served
//   (workers left as nginx's default `nobody` would answer every page 404: Permission denied);
// - the runtime folder the master reads is 0700 and nothing in it is writable by anyone else
//   (a writable modules.conf or config.js would give them root, or a script in every page);
// - a checkout root owns is served by root workers on the loopback only (127.0.0.1, ::1);
// - a checkout whose owner's uid has no name is served, by nginx running as that uid.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compose } from '../../platform/src/composition/compose';
import { listenDirectives } from '../../platform/src/composition/listenDirectives';
import {
  loopbackAddresses,
  loopbackNotice,
  type NginxRunAs,
  nginxRunAs,
  privateRuntimeDir,
} from '../../scripts/lib/nginxWorkerUser.ts';
import { freePort } from '../../scripts/lib/freePort.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);
const asRoot = process.getuid?.() === 0;

const temporaries: string[] = [];
/** A checkout (a folder with a build in dist/) in a folder only its owner may enter. */
function privateCheckout(): string {
  const checkout = mkdtempSync(path.join(tmpdir(), 'private-checkout-'));
  temporaries.push(checkout);
  mkdirSync(path.join(checkout, 'dist'));
  writeFileSync(path.join(checkout, 'dist', 'remoteEntry.js'), 'export {};\n');
  return checkout;
}
afterAll(() => {
  for (const folder of temporaries) rmSync(folder, { recursive: true, force: true });
});

/** A running nginx serving a checkout's build, as the preview starts it. */
interface Served {
  port: number;
  runtime: string;
  /** The master's process id. */
  pid: number;
}

/**
 * Serves `checkout`'s build with a real nginx, as scripts/lib/nginxPreview.ts does: the runtime
 * folder made private before and after the files are written, nginx started with `runAs`'s ids,
 * workers and listening addresses. Runs `check` while it serves, then stops it.
 */
async function serving<T>(
  checkout: string,
  runAs: NginxRunAs,
  check: (served: Served) => Promise<T> | T,
): Promise<T> {
  if (!nginx) throw new Error('nginx is not installed: `npm test` installs it');
  const runtime = path.join(checkout, '.preview', `nginx-${temporaries.length}`);
  const port = await freePort();
  privateRuntimeDir(runtime, runAs);
  compose({
    nginxDir: path.join(repo, 'nginx'),
    log: () => {},
    env: {
      SITE_ROLE: 'remote',
      SERVER_NAME: 'company',
      SITE_ROOT: path.join(checkout, 'dist'),
      NGINX_RUNTIME_DIR: runtime,
      NGINX_BINARY: nginx,
      NGINX_ACCESS_LOG: 'off',
      NGINX_ERROR_LOG: path.join(runtime, 'error.log'),
      NGINX_WORKER_USER: runAs.workerUser,
      NGINX_LISTEN_ADDRESSES: runAs.listenAddresses.join(' '),
      SITE_SERVER_RENDERER: path.join(checkout, 'no-renderer.cjs'),
      PORT: String(port),
    },
  });
  privateRuntimeDir(runtime, runAs);
  // Without `daemon off`: the master forks and exits once the port listens.
  const started = spawn(
    nginx,
    [
      '-p',
      `${runtime}/`,
      '-c',
      path.join(runtime, 'nginx.conf'),
      '-e',
      path.join(runtime, 'error.log'),
    ],
    { stdio: 'ignore', ...(runAs.ids && { uid: runAs.ids.uid, gid: runAs.ids.gid }) },
  );
  const status = await new Promise((resolve) => started.once('exit', resolve));
  if (status !== 0) {
    throw new Error(
      `nginx did not start: ${readFileSync(path.join(runtime, 'error.log'), 'utf8')}`,
    );
  }
  // The first process exits once the ports listen; the master it forked writes its pid and starts
  // its workers a moment later.
  const pid = await eventually('nginx.pid', () => {
    try {
      const written = Number(readFileSync(path.join(runtime, 'nginx.pid'), 'utf8'));
      return written > 0 ? written : undefined;
    } catch {
      return undefined;
    }
  });
  await eventually('nginx’s workers', () => (uidsOf(pid).length > 1 ? true : undefined));
  try {
    return await check({ port, runtime, pid });
  } finally {
    process.kill(pid, 'SIGQUIT');
    // Gone before its folder is removed (afterAll), which it writes to until it exits.
    await eventually('nginx’s exit', () => (uidsOf(pid).length === 0 ? true : undefined));
  }
}

/** What `probe` returns once it is not undefined (polled for 10 s at most). */
async function eventually<T>(what: string, probe: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what} after 10 s`);
}

const statusAt = async (host: string, port: number) =>
  (await fetch(`http://${host}:${port}/remoteEntry.js`)).status;

/** Every file and folder under `folder` (itself included), symbolic links not followed. */
function everything(folder: string): string[] {
  const stats = lstatSync(folder);
  if (!stats.isDirectory()) return [folder];
  return [folder, ...readdirSync(folder).flatMap((entry) => everything(path.join(folder, entry)))];
}

/** What in `folder` someone other than its owner may write, as `path mode`. */
const writableByOthers = (folder: string) =>
  everything(folder)
    .filter((file) => !lstatSync(file).isSymbolicLink() && (lstatSync(file).mode & 0o022) !== 0)
    .map((file) => `${path.relative(folder, file)} ${(lstatSync(file).mode & 0o777).toString(8)}`);

/**
 * The uid of a process and of each of its children (nginx's master and its workers); none once it
 * is gone (or a zombie no one reaps: the daemon's parent has exited).
 */
function uidsOf(pid: number): number[] {
  const uid = (of: string) => {
    try {
      const status = readFileSync(`/proc/${of}/status`, 'utf8');
      if (/^State:\s+Z/m.test(status)) return undefined;
      return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    } catch {
      return undefined; // gone meanwhile
    }
  };
  const master = uid(String(pid));
  if (master === undefined) return [];
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, not ")".
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    });
  return [master, ...children.flatMap((child) => uid(child) ?? [])];
}

/**
 * The addresses TCP sockets listen on at `port` (IPv6 ones in brackets), read from the kernel
 * (/proc/net/tcp, tcp6).
 */
function listeningOn(port: number): string[] {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const table = (file: string) => {
    try {
      return readFileSync(file, 'utf8').split('\n').slice(1);
    } catch {
      return []; // no IPv6 on this machine
    }
  };
  const rows = [...table('/proc/net/tcp'), ...table('/proc/net/tcp6')]
    .map((line) => line.trim().split(/\s+/))
    // 0A: LISTEN.
    .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${portHex}`));
  return rows
    .map((fields) => {
      const hex = (fields[1] ?? '').split(':')[0] ?? '';
      // The kernel prints each 32-bit word of the address in host order (little-endian here).
      const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) =>
        (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)),
      );
      if (bytes.length === 4) return bytes.join('.');
      const groups = Array.from({ length: 8 }, (_, at) =>
        ((bytes[2 * at] ?? 0) * 256 + (bytes[2 * at + 1] ?? 0)).toString(16),
      );
      return new URL(`http://[${groups.join(':')}]/`).hostname; // in brackets, shortest: [::1]
    })
    .sort();
}

/** An address of this machine that is not the loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .find(({ internal, family }) => !internal && family === 'IPv4')?.address;

describe('the listen lines of a server block (NGINX_LISTEN_ADDRESSES)', () => {
  it('are every interface, IPv4 and IPv6, when it is not set: the images', () => {
    expect(listenDirectives('8181')).toBe('listen 8181;\n  listen [::]:8181;');
  });

  it('are the addresses it names', () => {
    expect(listenDirectives('8181', '127.0.0.1 [::1]')).toBe(
      'listen 127.0.0.1:8181;\n  listen [::1]:8181;',
    );
  });

  it.each(['::1', '127.0.0.1:80', 'localhost', '[127.0.0.1]', '127.0.0.1;'])(
    'are refused for %s (not an address nginx takes before a port)',
    (address) => {
      expect(() => listenDirectives('8181', address)).toThrow('NGINX_LISTEN_ADDRESSES');
    },
  );
});

describe('the runtime folder the master reads', () => {
  it('is made 0700, and nothing in it writable by others, when it existed open to them', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'preview-'));
    temporaries.push(parent);
    const runtime = path.join(parent, 'nginx-8080');
    mkdirSync(path.join(runtime, 'servers'), { recursive: true });
    writeFileSync(path.join(runtime, 'modules.conf'), '');
    chmodSync(path.join(runtime, 'modules.conf'), 0o666);
    chmodSync(path.join(runtime, 'servers'), 0o777);
    chmodSync(runtime, 0o777);
    chmodSync(parent, 0o777);
    privateRuntimeDir(runtime, { workerUser: '', listenAddresses: [] });
    expect(statSync(runtime).mode & 0o777).toBe(0o700);
    expect(writableByOthers(runtime)).toEqual([]);
    // Its parent too: whoever may write there could put a folder of their own in its place.
    expect(statSync(parent).mode & 0o022).toBe(0);
  });

  it('is created 0700', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'preview-'));
    temporaries.push(parent);
    privateRuntimeDir(path.join(parent, 'nginx-8080'), { workerUser: '', listenAddresses: [] });
    expect(statSync(path.join(parent, 'nginx-8080')).mode & 0o777).toBe(0o700);
  });
});

if (asRoot) {
  describe('a checkout root owns, in a folder only root may enter, served by nginx started as root', () => {
    let checkout: string;
    let runAs: NginxRunAs;
    beforeAll(() => {
      checkout = privateCheckout();
      runAs = nginxRunAs(checkout);
    });

    it('is a folder nobody else may read', () => {
      expect(statSync(checkout).mode & 0o077).toBe(0);
      expect(statSync(checkout).uid).toBe(0);
    });

    it('is served by root workers (the owner’s user) on the loopback only, and says so', async () => {
      expect(runAs).toEqual({
        workerUser: 'root root',
        listenAddresses: loopbackAddresses(),
      });
      await serving(checkout, runAs, async ({ port, pid }) => {
        expect(uidsOf(pid).length).toBeGreaterThan(1);
        expect(new Set(uidsOf(pid))).toEqual(new Set([0]));
        expect(listeningOn(port)).toEqual([...loopbackAddresses()].sort());
        expect(await statusAt('127.0.0.1', port)).toBe(200);
        if (loopbackAddresses().includes('[::1]')) expect(await statusAt('[::1]', port)).toBe(200);
        // e2e/ asks http://localhost:<port>.
        expect(await statusAt('localhost', port)).toBe(200);
        if (outsideAddress) await expect(statusAt(outsideAddress, port)).rejects.toThrow();
      });
      expect(loopbackNotice(runAs)).toMatch(
        /^nginx runs as root here .*loopback only \(127\.0\.0\.1( and ::1)?\): other machines cannot reach it\.$/,
      );
    });

    it('keeps its runtime folder root’s, 0700, nothing in it writable by others', async () => {
      await serving(checkout, runAs, ({ runtime }) => {
        const stats = statSync(runtime);
        expect(stats.mode & 0o777).toBe(0o700);
        expect(stats.uid).toBe(0);
        expect(writableByOthers(runtime)).toEqual([]);
        // What the master reads and the workers serve live.
        for (const file of ['nginx.conf', 'modules.conf', 'config.js', 'servers/company.conf']) {
          expect(statSync(path.join(runtime, file)).mode & 0o022).toBe(0);
        }
        expect(statSync(path.dirname(runtime)).mode & 0o022).toBe(0);
      });
    });

    it('listens on every interface without NGINX_LISTEN_ADDRESSES (what the loopback replaces)', async () => {
      await serving(checkout, { ...runAs, listenAddresses: [] }, ({ port }) => {
        expect(listeningOn(port)).toEqual(
          loopbackAddresses().includes('[::1]') ? ['0.0.0.0', '[::]'] : ['0.0.0.0'],
        );
      });
    });

    it('is not served by workers left as nginx’s default user (why the workers are root)', async () => {
      await serving(checkout, { ...runAs, workerUser: '' }, async ({ port }) => {
        expect(await statusAt('127.0.0.1', port)).not.toBe(200);
      });
    });
  });

  describe('a checkout whose owner’s uid has no name, served by nginx started as root', () => {
    // The first uid from 4242 with no user name on this machine (`id -nu` fails for it).
    const nameless = [4242, 4243, 4244, 42421, 54321].find(
      (uid) => spawnSync('id', ['-nu', String(uid)]).status !== 0,
    );
    let checkout: string;
    beforeAll(() => {
      if (nameless === undefined) throw new Error('every candidate uid has a name here');
      checkout = privateCheckout();
      for (const file of everything(checkout)) chownSync(file, nameless, nameless);
    });

    it('has no name (what `id -nu` cannot give)', () => {
      expect(() => execFileSync('id', ['-nu', String(nameless)], { stdio: 'ignore' })).toThrow();
      expect(statSync(checkout).uid).toBe(nameless);
    });

    it('is served by nginx running as that uid, master and workers, on every interface', async () => {
      const runAs = nginxRunAs(checkout);
      expect(runAs).toEqual({
        ids: { uid: nameless, gid: nameless },
        workerUser: '',
        listenAddresses: [],
      });
      expect(loopbackNotice(runAs)).toBeUndefined();
      await serving(checkout, runAs, async ({ port, pid, runtime }) => {
        expect(new Set(uidsOf(pid))).toEqual(new Set([nameless]));
        expect(await statusAt('127.0.0.1', port)).toBe(200);
        expect(listeningOn(port)).toContain('0.0.0.0');
        // Its runtime folder is the owner's (their nginx writes its temp files and cache there),
        // 0700, and nothing in it writable by anyone else.
        const stats = statSync(runtime);
        expect([stats.uid, stats.mode & 0o777]).toEqual([nameless, 0o700]);
        expect(everything(runtime).filter((file) => lstatSync(file).uid !== nameless)).toEqual([]);
        expect(writableByOthers(runtime)).toEqual([]);
      });
    });
  });
} else {
  describe('a checkout in a folder only its owner may enter, nginx not started as root', () => {
    it('needs no user for the workers, nor other addresses: they are this user', async () => {
      const checkout = privateCheckout();
      const runAs = nginxRunAs(checkout);
      expect(runAs).toEqual({ workerUser: '', listenAddresses: [] });
      await serving(checkout, runAs, async ({ port, runtime }) => {
        expect(await statusAt('127.0.0.1', port)).toBe(200);
        expect(statSync(runtime).mode & 0o777).toBe(0o700);
        expect(writableByOthers(runtime)).toEqual([]);
      });
    });
  });
}
