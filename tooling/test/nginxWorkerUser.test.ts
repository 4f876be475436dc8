// A checkout in a folder only its owner may enter (`mktemp -d`, a home directory) is served: run
// as root, nginx's workers would be `nobody` and answer every page 404 (Permission denied).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compose } from '../../platform/src/composition/compose';
import { nginxWorkerUser } from '../../scripts/lib/nginxWorkerUser.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);
const asRoot = process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let checkout: string;
beforeAll(() => {
  checkout = mkdtempSync(path.join(tmpdir(), 'private-checkout-'));
});
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

/** Serves `checkout`'s build with a real nginx whose workers run as `workerUser`; the file's status. */
async function statusServed(workerUser: string): Promise<number> {
  if (!nginx) throw new Error('nginx is not installed: `npm test` installs it');
  const runtime = path.join(checkout, `.preview-${workerUser.replace(/\W/g, '_') || 'default'}`);
  const root = path.join(checkout, 'dist');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'remoteEntry.js'), 'export {};\n');
  const port = await freePort();
  compose({
    nginxDir: path.join(repo, 'nginx'),
    log: () => {},
    env: {
      SITE_ROLE: 'remote',
      SERVER_NAME: 'company',
      SITE_ROOT: root,
      NGINX_RUNTIME_DIR: runtime,
      NGINX_BINARY: nginx,
      NGINX_ACCESS_LOG: 'off',
      NGINX_ERROR_LOG: path.join(runtime, 'error.log'),
      NGINX_WORKER_USER: workerUser,
      SITE_SERVER_RENDERER: path.join(checkout, 'no-renderer.cjs'),
      PORT: String(port),
    },
  });
  // Without `daemon off`: the master forks and exits once the port listens.
  const started = spawn(nginx, ['-p', `${runtime}/`, '-c', path.join(runtime, 'nginx.conf')], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => started.once('exit', resolve));
  try {
    return (await fetch(`http://127.0.0.1:${port}/remoteEntry.js`)).status;
  } finally {
    process.kill(Number(readFileSync(path.join(runtime, 'nginx.pid'), 'utf8')), 'SIGQUIT');
  }
}

describe('a checkout in a folder only its owner may enter', () => {
  it('is a folder nobody else may read', () => {
    expect(statSync(checkout).mode & 0o077).toBe(0);
  });

  if (asRoot) {
    it('is served when nginx starts as root: its workers run as the checkout’s owner', async () => {
      expect(nginxWorkerUser(checkout)).toBe('root root');
      expect(await statusServed(nginxWorkerUser(checkout))).toBe(200);
    });

    it('is not served by workers left as nginx’s default user (what the owner’s user avoids)', async () => {
      expect(await statusServed('')).not.toBe(200);
    });
  } else {
    it('needs no user for the workers when nginx does not start as root: they are this user', async () => {
      expect(nginxWorkerUser(checkout)).toBe('');
      expect(await statusServed('')).toBe(200);
    });
  }
});
