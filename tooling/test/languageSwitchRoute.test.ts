// The language switch's links for a visitor without scripts, /language/<ka|en><path and query>,
// answered by the entry's nginx (platform/src/composition/languageSwitch.ts,
// docs/product.md#language-choice), on a real nginx composed as the entry is. Requests are sent
// as raw request lines (node:http keeps the path as given), since a browser or fetch would
// normalize the backslashes and slashes an attacker would send.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compose } from '../../platform/src/composition/compose';
import { nginxBinary } from '../../scripts/lib/nginxBinary.ts';
import { freePort } from '../../scripts/lib/freePort.ts';

const nginxDir = fileURLToPath(new URL('../../nginx', import.meta.url));

interface Answer {
  status: number;
  location?: string;
  cookies: string[];
  cacheControl?: string;
  vary?: string;
  body: string;
}

let dir = '';
let port = 0;
let nginx: ChildProcess | undefined;

function get(address: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send('GET', address, headers);
}

function send(
  method: string,
  address: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: address, headers, method };
    const sent = request(options, (response) => {
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
          vary: response.headers.vary,
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
  fs.writeFileSync(file, '<html lang="' + language + '"><a href="/ka<!--# echo var="site_route_uri" default="" -->">ka</a></html>');
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
    expect(answer.location).toBe('/en/projects?page=2&status=completed');
    expect(answer.cookies).toEqual([
      `language=en${COOKIE_ATTRIBUTES}`,
      `languageSetManually=true${COOKIE_ATTRIBUTES}`,
    ]);
    expect(answer.cacheControl).toBe('no-store');
  });

  it.each([
    ['/language/ka', '/ka/'],
    ['/language/ka/', '/ka/'],
    ['/language/ka?page=2', '/ka/?page=2'],
    ['/language/ka/blog/fire-pumps', '/ka/blog/fire-pumps'],
    ['/language/ka/blog/%E1%83%90', '/ka/blog/%E1%83%90'],
    ['/language/ka/blog?q=a?b/c&x=%26', '/ka/blog?q=a?b/c&x=%26'],
    // A link made on a language path names that path: the page is the same route.
    ['/language/ka/en/blog/fire-pumps', '/ka/blog/fire-pumps'],
    ['/language/ka/ka/', '/ka/'],
    ['/language/ka/en?page=2', '/ka/?page=2'],
    ['/language/ka/english', '/ka/english'],
  ])('%s leads to %s', async (address, target) => {
    const answer = await get(address);
    expect([answer.status, answer.location]).toEqual([303, target]);
    expect(answer.cookies[0]).toBe(`language=ka${COOKIE_ATTRIBUTES}`);
  });

  it.each([
    ['/language/en/blog?lang=ka', '/en/blog'],
    ['/language/en/blog?page=2&lang=ka', '/en/blog?page=2'],
    ['/language/en/blog?lang=ka&page=2', '/en/blog?page=2'],
    ['/language/en/blog?a=1&LANG=ka&b=2&lang=en', '/en/blog?a=1&b=2'],
    ['/language/en/blog?lang&page=3', '/en/blog?page=3'],
    ['/language/en/blog?language=ka&slang=1', '/en/blog?language=ka&slang=1'],
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
    ['/language/en/https://evil.example', '/en/https://evil.example'],
    ['/language/en/@evil.example', '/en/@evil.example'],
    ['/language/en/.evil.example', '/en/.evil.example'],
    ['/language/en/blog/..//evil.example', '/en/blog/..//evil.example'],
    ['/language/en/ka//evil.example', '/en/ka//evil.example'],
  ])('keeps %s on this site: %s', async (address, target) => {
    const answer = await get(address);
    expect([answer.status, answer.location]).toEqual([303, target]);
    expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
  });

  it.each(['/language/xx/projects', '/language/de', '/language/english', '/language/EN/about'])(
    '%s: a language the site does not have is no address (its language path is a 404)',
    async (address) => {
      const moved = await get(address);
      expect([moved.status, moved.location]).toEqual([302, `/en${address}`]);
      const answer = await get(moved.location ?? '');
      expect(answer.status).toBe(404);
      expect([...moved.cookies, ...answer.cookies]).toEqual([]);
    },
  );
});

describe("the header's SSI echo of the page's address", () => {
  it('names the route path as requested, escaped for an attribute, after the language, and of the query only the list parameters', async () => {
    const answer = await get('/ka/no&where?x="1"&y=<b>&utm_source=mail&page=2');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('href="/ka/no&amp;where?page=2"');
  });

  it.each([
    ['/ka/', '/ka/'],
    ['/en/?page=2', '/ka/?page=2'],
  ])('names Home as / on %s', async (address, href) => {
    // Home's owner is down here: the client-rendered page, whose document has no echo; the
    // not-found page shows the same variable for a made-up address under Home's path instead.
    const answer = await get(`${address.replace(/\/(\?|$)/, '/made-up$1')}`);
    expect(answer.body).toContain(`href="${href.replace(/\/(\?|$)/, '/made-up$1')}"`);
  });
});

describe('language paths (docs/product.md#language-paths)', () => {
  it.each([
    ['/ka/nowhere', 'ka'],
    ['/en/nowhere', 'en'],
    ['/en/blog/a-post/and-more', 'en'],
  ])(
    '%s is the not-found page in the language of its path (%s), over the cookie',
    async (address, language) => {
      const answer = await get(address, {
        Cookie: `language=${language === 'ka' ? 'en' : 'ka'}; languageSetManually=true`,
        'Accept-Language': language === 'ka' ? 'en' : 'ka',
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(`<html lang="${language}"`);
    },
  );

  it.each([
    [{}, '/en/projects?page=2'],
    [{ 'Accept-Language': 'ka-GE,ka;q=0.9' }, '/ka/projects?page=2'],
    [{ 'Accept-Language': 'ka', Cookie: 'language=en' }, '/en/projects?page=2'],
    [{ Cookie: 'language=ka; languageSetManually=true' }, '/ka/projects?page=2'],
  ])(
    'an address without a language leads %j to its language path: %s (302)',
    async (headers, target) => {
      const answer = await get('/projects?page=2', headers);
      expect([answer.status, answer.location]).toEqual([302, target]);
      expect(answer.vary).toBe('Cookie, Accept-Language');
      expect(answer.cacheControl).toBe('no-store');
    },
  );

  it.each([
    ['/', '/en/'],
    ['/about/', '/en/about/'],
    ['/ka', '/ka/'],
    ['/en?page=2', '/en/?page=2'],
    ['/ka/about/', '/ka/about'],
  ])('%s leads to %s', async (address, target) => {
    const answer = await get(address);
    expect(answer.location).toBe(target);
    expect([301, 302]).toContain(answer.status);
  });

  it.each([
    ['/projects?lang=ka', '/ka/projects'],
    ['/?lang=en', '/en/'],
    ['/blog?page=2&lang=ka&utm_source=x', '/ka/blog?page=2&utm_source=x'],
    // A list parameter spelled otherwise goes in the same move (docs/product.md#pagination).
    ['/blog?page=2&lang=ka&status=x', '/ka/blog?page=2'],
    ['/en/./blog/?lang=ka&PAGE=3', '/ka/blog'],
    ['/blog?LANG=ka&lang=en', '/ka/blog'],
    // One move, the trailing slash gone with the parameter.
    ['/ka/about/?lang=en', '/en/about'],
    ['/about//?lang=ka&page=2', '/ka/about?page=2'],
    ['/?lang=ka', '/ka/'],
    // The value in any letter case, as the browser's languageFromUrl reads it.
    ['/en/?lang=KA', '/ka/'],
    ['/about?Lang=En', '/en/about'],
    ['/en/blog/a-post?lang=ka', '/ka/blog/a-post'],
    ['/ka?lang=en', '/en/'],
    ['/blog/%E1%83%90?lang=ka', '/ka/blog/%E1%83%90'],
  ])('an old ?lang= address moves for good: %s → %s (301)', async (address, target) => {
    const answer = await get(address, { Cookie: 'language=en; languageSetManually=true' });
    expect([answer.status, answer.location]).toEqual([301, target]);
  });

  it.each([
    ['/?lang=ka%00', '/en/'],
    ['/en/?lang=Ka%00', '/en/'],
    ['/ka/about?lang=', '/ka/about'],
    ['/ka/about?lang&page=2', '/ka/about?page=2'],
    ['/en/nowhere?lang=de', '/en/nowhere'],
    [`/ka/blog?${'lang=ka&'.repeat(30)}page=2`, '/ka/blog'],
  ])('moves %s, naming no language of the site or too many, once: %s', async (address, target) => {
    const answer = await get(address);
    expect([answer.status, answer.location]).toEqual([301, target]);
  });

  // A language segment spelled another way is that language's path (RFC 3986): one move to it,
  // the rest of the address as sent, a form sent on as it was.
  it.each([
    ['/%6Ba/projects', '/ka/projects'],
    ['/%6ba/', '/ka/'],
    ['/KA/about', '/ka/about'],
    ['/Ka/', '/ka/'],
    ['/KA', '/ka/'],
    ['/EN?page=2', '/en/?page=2'],
    ['/eN/blog/x/?page=2', '/en/blog/x?page=2'],
    ['/%65%6E/about//', '/en/about'],
  ])('%s moves to %s in one step', async (address, target) => {
    const answer = await get(address);
    expect([answer.status, answer.location]).toEqual([301, target]);
    const posted = await send('POST', address);
    expect([posted.status, posted.location]).toEqual([308, target]);
  });

  it.each([
    '/ka%2Fprojects',
    '/ka/../en/projects',
    '/ka/%2e%2e/en/projects',
    '/en/blog/..%2f..',
    '/ka/projects/%2e%2e%2f%2e%2e',
  ])(
    '%s: a language the decoded path names and the address does not is no page, and kept by no cache',
    async (address) => {
      const answer = await get(address, { Cookie: 'language=en' });
      expect(answer.status).toBe(404);
      expect(answer.cacheControl).toBe('no-store');
    },
  );

  it.each(['/%5Cevil.example/', '/%5C%5Cevil.example/', '/%5C/evil.example/'])(
    '%s stays on this site: behind the language, as sent',
    async (address) => {
      const answer = await get(address);
      expect([answer.status, answer.location]).toEqual([302, `/en${address}`]);
    },
  );

  it('sends a form posted to an address with ?lang= on as it is, never a move that loses it', async () => {
    const moved = await send('POST', '/contact?lang=ka');
    expect([moved.status, moved.location]).toEqual([307, '/ka/contact?lang=ka']);
    const posted = await send('POST', '/ka/contact?lang=ka');
    expect(posted.status).not.toBe(301);
  });

  it("varies a language path's page on nothing but its encoding, and lets a shared cache keep it 1 s", async () => {
    const answer = await get('/ka/nowhere', { 'Accept-Encoding': 'gzip' });
    expect(answer.vary).toBe('Accept-Encoding');
    expect(answer.cacheControl).toBe('public, max-age=0, s-maxage=1');
  });

  it('sends a form posted to an address without a language on to its language path (307)', async () => {
    const answer = await send('POST', '/contact', { 'Accept-Language': 'ka' });
    expect([answer.status, answer.location]).toEqual([307, '/ka/contact']);
  });
});
