// The language switch's links for a visitor without scripts, /language/<ka|en><path and query>,
// answered by the entry's nginx (platform/src/composition/languageSwitch.ts,
// docs/product.md#language-choice), on a real nginx composed as the entry is. Requests are sent
// as raw request lines (node:http keeps the path as given), since a browser or fetch would
// normalize the backslashes and slashes an attacker would send.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compose } from '../../platform/src/composition/compose';

const nginxDir = fileURLToPath(new URL('../../nginx', import.meta.url));

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx is not installed: `npm test` installs it (apt-get install nginx)');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer {
  status: number;
  location?: string;
  cookies: string[];
  cacheControl?: string;
  body: string;
}

let dir = '';
let port = 0;
let nginx: ChildProcess | undefined;

function get(address: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: address, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          cookies: response.headers['set-cookie'] ?? [],
          cacheControl: response.headers['cache-control'],
          body,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'language-switch-'));
  // nginx's workers (user nobody when started as root) read what is written here.
  chmodSync(dir, 0o777);
  const [entryPort, closedPort] = await Promise.all([freePort(), freePort()]);
  port = entryPort;
  // The shell's not-found page as its renderer writes it, with the header's SSI echo of the
  // request's address (shell/src/server/render.tsx).
  const shellRenderer = path.join(dir, 'shell-render.cjs');
  writeFileSync(
    shellRenderer,
    `const fs = require('node:fs'); const path = require('node:path');
for (const language of ['ka', 'en']) {
  const file = path.join(process.env.SITE_PAGES_DIR, language, '404.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '<html lang="' + language + '"><a href="/language/ka<!--# echo var="request_uri" default="" -->">ka</a></html>');
}`,
  );
  const shellRoot = path.join(dir, 'shell-dist');
  mkdirSync(shellRoot, { recursive: true });
  writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><title>client</title>');
  const runtime = path.join(dir, 'runtime');
  mkdirSync(runtime, { recursive: true });
  chmodSync(runtime, 0o777);
  compose({
    nginxDir,
    log: () => {},
    env: {
      SITE_ROLE: 'entry',
      SERVER_NAME: 'entry',
      PORT: String(entryPort),
      SITE_ROOT: shellRoot,
      SITE_SERVER_RENDERER: shellRenderer,
      NGINX_RUNTIME_DIR: runtime,
      NGINX_BINARY: nginxBinary(),
      NGINX_ACCESS_LOG: 'off',
      NGINX_ERROR_LOG: path.join(runtime, 'error.log'),
      NGINX_RESOLVER: '127.0.0.1',
      COMPANY_UPSTREAM: `127.0.0.1:${closedPort}`,
      CONTENT_UPSTREAM: `127.0.0.1:${closedPort}`,
      CONTACT_UPSTREAM: `127.0.0.1:${closedPort}`,
    },
  });
  nginx = spawn(
    nginxBinary(),
    [
      '-p',
      `${runtime}/`,
      '-c',
      path.join(runtime, 'nginx.conf'),
      '-e',
      'stderr',
      '-g',
      'daemon off;',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await get('/healthz')).status === 200) break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(() => {
  nginx?.kill('SIGQUIT');
  rmSync(dir, { recursive: true, force: true });
});

const COOKIE_ATTRIBUTES = '; Path=/; Max-Age=31536000; SameSite=Lax';

describe('/language/<ka|en><page>', () => {
  it('keeps the choice in the cookies the switcher writes and sends the visitor back (303)', async () => {
    const answer = await get('/language/en/projects?page=2&status=completed');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/projects?page=2&status=completed');
    expect(answer.cookies).toEqual([
      `language=en${COOKIE_ATTRIBUTES}`,
      `languageSetManually=true${COOKIE_ATTRIBUTES}`,
    ]);
    expect(answer.cacheControl).toBe('no-store');
  });

  it.each([
    ['/language/ka', '/'],
    ['/language/ka/', '/'],
    ['/language/ka?page=2', '/?page=2'],
    ['/language/ka/blog/fire-pumps', '/blog/fire-pumps'],
    ['/language/ka/blog/%E1%83%90', '/blog/%E1%83%90'],
    ['/language/ka/blog?q=a?b/c&x=%26', '/blog?q=a?b/c&x=%26'],
  ])('%s returns to %s', async (address, target) => {
    const answer = await get(address);
    expect([answer.status, answer.location]).toEqual([303, target]);
    expect(answer.cookies[0]).toBe(`language=ka${COOKIE_ATTRIBUTES}`);
  });

  it.each([
    ['/language/en/blog?lang=ka', '/blog'],
    ['/language/en/blog?page=2&lang=ka', '/blog?page=2'],
    ['/language/en/blog?lang=ka&page=2', '/blog?page=2'],
    ['/language/en/blog?a=1&LANG=ka&b=2&lang=en', '/blog?a=1&b=2'],
    ['/language/en/blog?lang&page=3', '/blog?page=3'],
    ['/language/en/blog?language=ka&slang=1', '/blog?language=ka&slang=1'],
  ])('drops the address’s own language from %s: %s', async (address, target) => {
    const answer = await get(address);
    expect([answer.status, answer.location]).toEqual([303, target]);
  });

  it('marks the cookies Secure over https, here or at a proxy in front', async () => {
    const answer = await get('/language/ka/about', { 'X-Forwarded-Proto': 'https' });
    expect(answer.cookies).toEqual([
      `language=ka${COOKIE_ATTRIBUTES}; Secure`,
      `languageSetManually=true${COOKIE_ATTRIBUTES}; Secure`,
    ]);
  });

  it.each([
    '/language/en//evil.example',
    '/language/en//evil.example/path?x=1',
    '/language/en/\\evil.example',
    '/language/en/\\\\evil.example',
    '/language/en/%2F%2Fevil.example',
    '/language/en/%2fevil.example',
    '/language/en/%5Cevil.example',
    '/language/en/%5c%5cevil.example',
    '/language/en/blog\\..\\evil',
  ])('sends no one elsewhere: %s is the not-found page, nothing set', async (address) => {
    const answer = await get(address);
    expect(answer.status).toBe(404);
    expect(answer.location).toBeUndefined();
    expect(answer.cookies).toEqual([]);
    expect(answer.body).toContain('<html lang=');
  });

  // Paths of this site, however odd: the browser resolves each against this site.
  it.each([
    ['/language/en/https://evil.example', '/https://evil.example'],
    ['/language/en/@evil.example', '/@evil.example'],
    ['/language/en/.evil.example', '/.evil.example'],
    ['/language/en/blog/..//evil.example', '/blog/..//evil.example'],
  ])('keeps %s on this site: %s', async (address, target) => {
    const answer = await get(address);
    expect([answer.status, answer.location]).toEqual([303, target]);
    expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
  });

  it.each(['/language/xx/projects', '/language/de', '/language/english', '/language/EN/about'])(
    '%s: a language the site does not have is no address (404)',
    async (address) => {
      const answer = await get(address);
      expect(answer.status).toBe(404);
      expect(answer.cookies).toEqual([]);
    },
  );
});

describe("the header's SSI echo of the page's address", () => {
  it('names the address as requested, escaped for an attribute', async () => {
    const answer = await get('/nowhere?x="1"&y=<b>');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('href="/language/ka/nowhere?x=&quot;1&quot;&amp;y=&lt;b&gt;"');
  });
});
