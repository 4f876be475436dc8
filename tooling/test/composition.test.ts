// The composition layer (platform/src/composition): the nginx files every server writes at start,
// generated from the federation table. A fourth remote added to a copy of the table is routed,
// rendered and cached by a real nginx, with nothing written by hand for it.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { parseEnvFile } from '../../platform/src/composition/siteEnv.ts';
import { compose } from '../../platform/src/composition/compose';
import { startErrorLogFilter } from '../../platform/src/errorLog/errorLogFilter';
import { serverIdentity } from '../../platform/src/composition/serverIdentity';
import { startRefusal } from '../../platform/src/composition/startRefusal';
import { REMOTES, type RemoteDefinition } from '../../shared/src/federation/remotes';
import { nginxBinary } from '../../scripts/lib/nginxBinary.ts';
import { freePort } from '../../scripts/lib/freePort.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const nginxDir = path.join(repo, 'nginx');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'composition-'));
  // nginx's workers (user nobody when started as root) read what is written here.
  chmodSync(dir, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nginx/', () => {
  it('names no remote in any template, snippet or shell script: the table is the only place', () => {
    const files = ['templates', 'templates/pages', 'snippets', '.']
      .flatMap((folder) =>
        readdirSync(path.join(nginxDir, folder))
          // config.js.template is generated from the runtime-variable schema (npm run generate),
          // whose remotes come from the table.
          .filter((name) => /\.(template|conf|sh)$/.test(name) && name !== 'config.js.template')
          .map((name) => path.join(folder, name)),
      )
      .sort();
    expect(files.length).toBeGreaterThan(10);
    const naming = Object.keys(REMOTES).flatMap((remote) => [
      new RegExp(`\\b${remote}(_remote|_upstream|_renderer)\\b`, 'i'),
      new RegExp(`\\$\\{?${remote.toUpperCase()}_(PASS|UPSTREAM)\\b`),
      new RegExp(`/(mfe|_render|_region|_sitemap)/${remote}\\b`),
      ...(remote === 'content' ? [] : [new RegExp(`\\b${remote}\\b`, 'i')]),
    ]);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(nginxDir, file), 'utf8');
      return naming.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(found).toEqual([]);
  });
});

describe('compose', () => {
  it.each(['10.0.0.0/33', 'ingress.local', '10.0.0.1/8/1', '::1/129'])(
    'stops, naming it, on a TRUSTED_PROXIES entry that is not an address or range: %s',
    (entry) => {
      expect(() =>
        compose({
          nginxDir,
          log: () => {},
          env: {
            SITE_APP: 'shell',
            SITE_ROOT: path.join(dir, 'dist'),
            NGINX_RUNTIME_DIR: path.join(dir, 'entry-refused'),
            NGINX_BINARY: nginxBinary(),
            SITE_SERVER_RENDERER: path.join(dir, 'no-renderer.cjs'),
            TRUSTED_PROXIES: `192.0.2.7, ${entry}`,
          },
        }),
      ).toThrow(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    },
  );

  // Issue 52: a value that nginx would read as part of its configuration, or that would let any
  // site frame a draft, stops the entry before it writes a file.
  it.each([
    'https://*',
    'https://a.example/path',
    '"',
    '$x',
    'http://example.com',
    'https://a .example',
  ])(
    'stops the entry, naming it and its value, on a PREVIEW_FRAME_ORIGINS that is not a list of origins: %j',
    (origin) => {
      const runtime = path.join(dir, 'entry-refused-origins');
      const origins = `https://app.contentful.com ${origin}`;
      expect(() =>
        compose({
          nginxDir,
          log: () => {},
          env: {
            SITE_APP: 'shell',
            SITE_ROOT: path.join(dir, 'dist'),
            NGINX_RUNTIME_DIR: runtime,
            NGINX_BINARY: nginxBinary(),
            PREVIEW_FRAME_ORIGINS: origins,
          },
        }),
      ).toThrow(
        `compose: PREVIEW_FRAME_ORIGINS=${JSON.stringify(origins)} is not a list of origins separated by spaces, each https://`,
      );
      expect(existsSync(runtime)).toBe(false);
    },
  );

  it('stops the content server on a Preview API token without a secret, and on a short secret', () => {
    const contentServer = (env: Record<string, string>) => () =>
      compose({
        nginxDir,
        log: () => {},
        env: {
          SITE_APP: 'mfe-content',
          SITE_ROOT: path.join(dir, 'dist'),
          NGINX_RUNTIME_DIR: path.join(dir, 'content-refused'),
          NGINX_BINARY: nginxBinary(),
          ...env,
        },
      });
    expect(contentServer({ CONTENT_PREVIEW_TOKEN: 'a-real-token' })).toThrow(
      'compose: CONTENT_PREVIEW_TOKEN is set but PREVIEW_SECRET is empty: give PREVIEW_SECRET 32 to 256 ',
    );
    expect(
      contentServer({
        CONTENT_PREVIEW_TOKEN: 'a-real-token',
        PREVIEW_SECRET: 'local-preview-secret',
      }),
    ).toThrow('compose: PREVIEW_SECRET (20 characters) is not 32 to 256 ');
    expect(existsSync(path.join(dir, 'content-refused'))).toBe(false);
  });

  it('refuses a value only where the server reads it: the origins at the entry, the preview pair at the content server', () => {
    const refusalOf = (env: Record<string, string>) =>
      startRefusal({ identity: serverIdentity(env, REMOTES), value: (name) => env[name] ?? '' });
    const wrong = { PREVIEW_FRAME_ORIGINS: 'https://*', CONTENT_PREVIEW_TOKEN: 'a-real-token' };
    expect(refusalOf({ SITE_APP: 'shell', ...wrong })).toMatch(/^PREVIEW_FRAME_ORIGINS=/);
    expect(refusalOf({ SITE_APP: 'mfe-content', ...wrong })).toMatch(
      /^CONTENT_PREVIEW_TOKEN is set/,
    );
    expect(refusalOf({ SITE_APP: 'mfe-company', ...wrong })).toBeUndefined();
    expect(refusalOf({ SITE_APP: 'mfe-contact', ...wrong })).toBeUndefined();
    // Preview off, and the default origins: nothing to refuse.
    expect(refusalOf({ SITE_APP: 'shell' })).toBeUndefined();
    expect(refusalOf({ SITE_APP: 'mfe-content' })).toBeUndefined();
  });

  it("renders a remote's server block and config.js from the environment over site.env", () => {
    const runtime = path.join(dir, 'remote');
    compose({
      nginxDir,
      env: {
        SITE_ROLE: 'remote',
        SERVER_NAME: 'company',
        SITE_ROOT: path.join(dir, 'dist'),
        NGINX_RUNTIME_DIR: runtime,
        NGINX_BINARY: nginxBinary(),
        SITE_SERVER_RENDERER: path.join(dir, 'no-renderer.cjs'),
        PORT: '8181',
        COMPANY_PHONE: "it's $uri",
      },
      log: () => {},
    });
    const server = readFileSync(path.join(runtime, 'servers/company.conf'), 'utf8');
    expect(server).toContain('listen 8181');
    expect(server).toContain('$uri');
    expect(server).not.toMatch(/\$\{?(PORT|SITE_ROOT|NGINX_RUNTIME_DIR|CONTENT_SECURITY_POLICY)\b/);
    const pages = readFileSync(path.join(runtime, 'servers/company.pages.inc'), 'utf8');
    expect(pages).toContain('location ^~ /_page/ {');
    expect(pages).not.toMatch(/\$\{INTERNAL_/);
    const window: { __SITE_CONFIG__?: { company: { phone: string }; siteUrl: string } } = {};
    vm.runInNewContext(readFileSync(path.join(runtime, 'config.js'), 'utf8'), { window });
    expect(window.__SITE_CONFIG__?.company.phone).toBe("it's $uri");
    expect(window.__SITE_CONFIG__?.siteUrl).toBe(
      parseEnvFile(readFileSync(path.join(nginxDir, 'site.env'), 'utf8')).get('SITE_URL'),
    );
  });
});

// ---- The entry's beacons, and what stays internal ----------------------------------------------

/** A stand-in for the entry's signals server: records each request, answers 204 or 400. */
interface SignalsRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function signalsStandIn(received: SignalsRequest[]): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(body.includes('"v":1') ? 204 : 400).end();
    });
  });
}

/** What the content renderer says about a preview claim, in the stand-in below. */
const SIGNED_COOKIE = 'site_preview=signed-here';
const SIGNED_PASS = `1900000000.${'S'.repeat(43)}`;

/**
 * A stand-in for the content remote at the entry's preview check (/_preview/check): verified only
 * for the one cookie and pass it "signed"; `Cookie: mode=hang` is never answered and `mode=fail`
 * answers 500 (a renderer hung or failing). Records each question.
 */
function previewCheckStandIn(questions: SignalsRequest[]): Server {
  return createServer((request, response) => {
    questions.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: '',
    });
    const cookie = String(request.headers.cookie ?? '');
    if (cookie.includes('mode=hang')) return;
    if (cookie.includes('mode=fail')) return void response.writeHead(500).end();
    // As Node does past 16 KB of headers (the entry sends the check only what it needs).
    if (JSON.stringify(request.headers).length > 16_384) return void response.writeHead(431).end();
    // A renderer that cannot take a preview link now: the entry serves the page instead.
    if (request.url?.startsWith('/_preview/enter')) return void response.writeHead(503).end();
    if (request.url?.startsWith('/_page/')) {
      return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>page</p>');
    }
    const verified =
      cookie === SIGNED_COOKIE || request.headers['x-site-preview-pass'] === SIGNED_PASS;
    response.writeHead(204, verified ? { 'X-Site-Preview': 'verified' } : {}).end();
  });
}

describe("the entry's beacons, metrics and nginx status", () => {
  let nginx: ChildProcess | undefined;
  let signals: Server;
  let renderer: Server;
  const received: SignalsRequest[] = [];
  const questions: SignalsRequest[] = [];
  let entryUrl = '';
  let remoteUrl = '';
  let statusPort = 0;
  let signalsPort = 0;
  let entryPort = 0;
  let runtime = '';

  beforeAll(async () => {
    runtime = path.join(dir, 'internal');
    mkdirSync(runtime, { recursive: true });
    chmodSync(runtime, 0o777);
    signals = signalsStandIn(received);
    signalsPort = await listen(signals);
    renderer = previewCheckStandIn(questions);
    const rendererPort = await listen(renderer);
    let remotePort = 0;
    [entryPort, remotePort, statusPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const root = path.join(dir, 'internal-dist');
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>page</title>');
    const common = {
      NGINX_RUNTIME_DIR: runtime,
      NGINX_BINARY: nginxBinary(),
      NGINX_ACCESS_LOG: 'off',
      NGINX_ERROR_LOG: path.join(runtime, 'error.log'),
      NGINX_RESOLVER: '127.0.0.1',
      ...Object.fromEntries(
        Object.keys(REMOTES).map((name) => [
          `${name.toUpperCase()}_UPSTREAM`,
          `127.0.0.1:${remotePort}`,
        ]),
      ),
      SITE_ROOT: root,
      SITE_SERVER_RENDERER: path.join(dir, 'no-renderer.cjs'),
    };
    // One runtime folder for both, as in `npm run preview`: the entry last, so the files one
    // container would have alone (its health ports) are the entry's.
    compose({
      nginxDir,
      log: () => {},
      env: { ...common, SITE_APP: REMOTES.company.folder, PORT: String(remotePort) },
    });
    compose({
      nginxDir,
      log: () => {},
      env: {
        ...common,
        SITE_APP: 'shell',
        PORT: String(entryPort),
        SIGNALS_SERVER_PORT: String(signalsPort),
        NGINX_STATUS_PORT: String(statusPort),
        // The proxy in front: 127.0.0.2 (all of 127.0.0.0/8 is this machine).
        TRUSTED_PROXIES: '127.0.0.2',
        // The content remote, as far as the entry's preview check goes.
        CONTENT_UPSTREAM: `127.0.0.1:${rendererPort}`,
      },
    });
    // As once the shell's parts are rendered, for the blog alone: its pages go to their owner,
    // content (the stand-in above); every other page is still the client-rendered document.
    writeFileSync(
      path.join(runtime, 'page-owners.conf'),
      'map $site_route_path $page_owner {\n  default client;\n  "~^/blog(/|$)" content;\n}\n',
    );
    nginx = spawn(
      nginxBinary(),
      ['-p', `${runtime}/`, '-c', path.join(runtime, 'nginx.conf'), '-e', 'stderr'],
      { stdio: 'ignore' },
    );
    // Without `daemon off`: the master forks and exits once every port listens.
    await new Promise((resolve) => nginx?.once('exit', resolve));
    entryUrl = `http://127.0.0.1:${entryPort}`;
    remoteUrl = `http://127.0.0.1:${remotePort}`;
  });

  afterAll(async () => {
    const pid = Number(readFileSync(path.join(runtime, 'nginx.pid'), 'utf8'));
    process.kill(pid, 'SIGQUIT');
    signals.closeAllConnections();
    await new Promise((resolve) => signals.close(resolve));
    renderer.closeAllConnections();
    await new Promise((resolve) => renderer.close(resolve));
  });

  const beacon = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${entryUrl}/_signals`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
      body,
    });

  it('lets no one frame a page, and the editors’ app frame only a preview the renderer verified (docs/operations.md#live-preview)', async () => {
    const visitor = await fetch(`${entryUrl}/en/`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('x-frame-options')).toBe('DENY');
    expect(visitor.headers.get('content-security-policy')).toContain("frame-ancestors 'none';");
    // No owner answers here: the client-rendered page, which no cache keeps and no crawler indexes.
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect(visitor.headers.get('x-robots-tag')).toBe('noindex');
    // A visitor's page asks the renderer nothing.
    expect(questions).toHaveLength(0);
    const editor = await fetch(`${entryUrl}/en/`, { headers: { Cookie: SIGNED_COOKIE } });
    expect(editor.headers.get('x-frame-options')).toBeNull();
    expect(editor.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://app.contentful.com https://app.eu.contentful.com;',
    );
    expect(editor.headers.get('cache-control')).toBe('private, no-store');
    expect(questions.at(-1)?.url).toBe('/_preview/check');
    // Its /config.js names them: the only windows its live-preview messages go to.
    const config = await (
      await fetch(`${entryUrl}/config.js`, { headers: { Cookie: SIGNED_COOKIE } })
    ).text();
    expect(config).toContain('window.__SITE_PREVIEW__ = true;');
    expect(config).toContain(
      'window.__SITE_PREVIEW_FRAME_ORIGINS__ = ["https://app.contentful.com","https://app.eu.contentful.com"];',
    );
    expect(await (await fetch(`${entryUrl}/config.js`)).text()).not.toContain('__SITE_PREVIEW');
    // A frame that keeps no cookie: its pass goes to the renderer in a header, never the address.
    const framed = await fetch(`${entryUrl}/en/?preview_pass=${SIGNED_PASS}`);
    expect(framed.headers.get('x-frame-options')).toBeNull();
    expect(framed.headers.get('cache-control')).toBe('private, no-store');
    expect(questions.at(-1)).toMatchObject({
      url: '/_preview/check',
      headers: expect.objectContaining({ 'x-site-preview-pass': SIGNED_PASS }),
    });
    expect(
      await (await fetch(`${entryUrl}/config.js?preview_pass=${SIGNED_PASS}`)).text(),
    ).toContain('window.__SITE_PREVIEW__ = true;');
    // A claim the renderer did not sign, or cannot answer (failing, hung past a second): a
    // visitor's headers, never an error page; still never stored by a shared cache.
    for (const claim of [
      { Cookie: 'site_preview=made-up' },
      { Cookie: 'SITE_PREVIEW=; site_preview=signed-here' },
      { Cookie: 'site_preview=signed-here; mode=fail' },
      { Cookie: 'site_preview=signed-here; mode=hang' },
    ]) {
      const page = await fetch(`${entryUrl}/en/`, { headers: claim });
      expect([claim.Cookie, page.status]).toEqual([claim.Cookie, 200]);
      expect([claim.Cookie, page.headers.get('x-frame-options')]).toEqual([claim.Cookie, 'DENY']);
      expect([claim.Cookie, page.headers.get('cache-control')]).toEqual([
        claim.Cookie,
        'private, no-store',
      ]);
      expect(await (await fetch(`${entryUrl}/config.js`, { headers: claim })).text()).not.toContain(
        '__SITE_PREVIEW__',
      );
    }
    // Large headers beside a claim: the page still answers (the check gets the cookie alone).
    const large = 'a'.repeat(6_000);
    const crowded = await fetch(`${entryUrl}/en/`, {
      headers: { Cookie: 'site_preview=made-up', 'X-One': large, 'X-Two': large, 'X-Three': large },
    });
    expect(crowded.status).toBe(200);
    // The preview's other addresses are framed only in a verified preview too, and /config.js of
    // a claim is kept by no shared cache.
    const ending = await fetch(`${entryUrl}/_preview/exit`, {
      headers: { Cookie: 'site_preview=made-up' },
      redirect: 'manual',
    });
    expect(ending.headers.get('x-frame-options')).toBe('DENY');
    expect(ending.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const claimedConfig = await fetch(`${entryUrl}/config.js`, {
      headers: { Cookie: 'site_preview=made-up' },
    });
    expect(claimedConfig.headers.get('cache-control')).toBe('private, no-store');
    const forgedPass = await fetch(`${entryUrl}/en/?preview_pass=1900000000.${'A'.repeat(43)}`);
    expect(forgedPass.headers.get('x-frame-options')).toBe('DENY');
    // Only a pass of the renderer's form counts as a claim at all.
    const malformed = await fetch(`${entryUrl}/en/?preview_pass=x`);
    expect(malformed.headers.get('x-frame-options')).toBe('DENY');
    expect(malformed.headers.get('cache-control')).toBe('no-store');
  });

  it('never passes a preview secret on in an address: the link that cannot enter preview is the page without it', async () => {
    const secret = 'the-editors-preview-secret-0123456789';
    for (const query of [`preview=${secret}&page=2`, `page=2&preview=&preview=${secret}`]) {
      const before = questions.length;
      // The address without the secret (so no history or Referer keeps it), then its page.
      const moved = await fetch(`${entryUrl}/ka/blog?${query}`, { redirect: 'manual' });
      expect(moved.status).toBe(302);
      expect(moved.headers.get('location')).toBe('/ka/blog?page=2');
      expect(moved.headers.get('cache-control')).toBe('private, no-store');
      const page = await fetch(`${entryUrl}/ka/blog?page=2`, { redirect: 'manual' });
      expect(page.status).toBe(200);
      const asked = questions.slice(before).map(({ url }) => url);
      expect(asked).toContain('/_preview/enter');
      expect(asked.some((url) => url.startsWith('/_page/blog'))).toBe(true);
      expect(asked.join(' ')).not.toContain(secret);
      expect(asked.find((url) => url.startsWith('/_page/blog'))).toMatch(/page=2/);
    }
  });

  it('passes a beacon to the signals server with its request ID and address, and no cookie', async () => {
    const body = JSON.stringify({ v: 1, route: '/', language: 'ka', vitals: [] });
    const answer = await beacon(body, { Cookie: 'language=ka; site_preview=x' });
    expect(answer.status).toBe(204);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/_signals', body });
    const headers: SignalsRequest['headers'] = received.at(-1)?.headers ?? {};
    expect(headers['x-request-id']).toBe(id);
    expect(headers['x-real-ip']).toBe('127.0.0.1');
    expect(headers.cookie).toBeUndefined();
    // The signals server's own refusals pass as they are.
    expect((await beacon('not a beacon')).status).toBe(400);
  });

  /** A beacon sent from `from`, with an X-Forwarded-For; the address the signals server got. */
  const addressSeen = async (from: string, forwardedFor: string) => {
    const body = JSON.stringify({ v: 1, route: '/', language: 'en', vitals: [] });
    await new Promise<void>((resolve, reject) => {
      const sent = request(
        `${entryUrl}/_signals`,
        {
          method: 'POST',
          localAddress: from,
          headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': forwardedFor },
        },
        (answer) => answer.resume().on('end', resolve),
      );
      sent.on('error', reject);
      sent.end(body);
    });
    return received.at(-1)?.headers['x-real-ip'];
  };

  it('passes on the visitor a trusted proxy names, and ignores anyone else’s X-Forwarded-For', async () => {
    // The nearest address that is not a trusted hop: what the visitor's own browser forged before
    // it (203.0.113.50) is not believed either.
    expect(await addressSeen('127.0.0.2', '203.0.113.50, 198.51.100.9')).toBe('198.51.100.9');
    expect(await addressSeen('127.0.0.2', '198.51.100.9, 127.0.0.2')).toBe('198.51.100.9');
    expect(await addressSeen('127.0.0.1', '198.51.100.9')).toBe('127.0.0.1');
  });

  it('refuses a beacon over 4 KB itself (413), and any other method (405)', async () => {
    const before = received.length;
    expect((await beacon(`{"v":1,"pad":"${'x'.repeat(4096)}"}`)).status).toBe(413);
    const get = await fetch(`${entryUrl}/_signals`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(received.length).toBe(before);
  });

  it('answers 404 for /metrics and /stub_status, at the entry and at a remote', async () => {
    for (const url of [entryUrl, remoteUrl]) {
      for (const address of ['/metrics', '/metrics/', '/stub_status', '/stub_status/x']) {
        const answer = await fetch(`${url}${address}`);
        expect({ url, address, status: answer.status }).toEqual({ url, address, status: 404 });
        expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      }
    }
  });

  it('gives its nginx status on a loopback listener of its own, for the exporter beside it', async () => {
    expect(readFileSync(path.join(runtime, 'nginx-status-url'), 'utf8')).toBe(
      `http://127.0.0.1:${statusPort}/stub_status\n`,
    );
    const status = await fetch(`http://127.0.0.1:${statusPort}/stub_status`);
    expect(status.status).toBe(200);
    expect(await status.text()).toMatch(/^Active connections: \d+/);
    expect((await fetch(`http://127.0.0.1:${statusPort}/`)).status).toBe(404);
    const conf = readFileSync(path.join(runtime, 'servers/entry.conf'), 'utf8');
    expect(conf).toContain(`listen 127.0.0.1:${statusPort};`);
  });

  it("is healthy only when its signals server answers too: the ports its image's health check asks", () => {
    expect(readFileSync(path.join(runtime, 'health-ports'), 'utf8')).toBe(
      `${entryPort} ${signalsPort}\n`,
    );
  });

  it('answers a beacon 204 at once while the signals server is down, and the page never waits', async () => {
    signals.closeAllConnections();
    await new Promise((resolve) => signals.close(resolve));
    const started = Date.now();
    const answer = await beacon(JSON.stringify({ v: 1 }));
    expect(answer.status).toBe(204);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

// ---- A fourth remote, in a copy of the table only ------------------------------------------

const CAREERS: RemoteDefinition = {
  folder: 'mfe-careers',
  devPort: 3009,
  previewPortOffset: 9,
  pages: 'renderer',
  modules: {
    CareersList: { source: './src/CareersList.tsx', routes: ['/careers'] },
    Job: { source: './src/Job.tsx', routes: ['/careers/:jobId'] },
  },
};
const TABLE = { ...REMOTES, careers: CAREERS };

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The fourth remote's renderer: its pages, a 404 for an unknown job, its sitemap part. */
function careersRenderer(drawn: string[], requestIds: (string | undefined)[]): Server {
  return createServer((request, response) => {
    const url = request.url ?? '/';
    drawn.push(url);
    const id = request.headers['x-request-id'];
    requestIds.push(Array.isArray(id) ? id.join(',') : id);
    if (url === '/_sitemap') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end('  <url><loc>https://site.example/careers</loc></url>\n');
      return;
    }
    const job = /^\/_page\/careers(?:\/([^/?]+))?/.exec(url);
    if (!job) {
      response.writeHead(404).end();
      return;
    }
    const language = String(request.headers['x-site-language']);
    const known = job[1] === undefined || job[1] === 'engineer';
    response.writeHead(known ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="${language}"><head>` +
        `<!--# include virtual="/_shell/${language}/head.html" wait="yes" --></head>` +
        `<body><h1>${known ? `Careers ${job[1] ?? ''}` : 'No such job'}</h1></body></html>`,
    );
  });
}

describe('a fourth remote added to the table', () => {
  let nginx: ChildProcess | undefined;
  const servers: Server[] = [];
  const drawn: string[] = [];
  /** The X-Request-ID each request to the renderer carried. */
  const requestIds: (string | undefined)[] = [];
  let entryUrl = '';
  let runtime = '';
  /** The ports the careers image's health check would ask: its nginx's, then its renderer's. */
  let careersHealthPorts = '';

  beforeAll(async () => {
    runtime = path.join(dir, 'fourth');
    mkdirSync(runtime, { recursive: true });
    chmodSync(runtime, 0o777);
    const [entryPort, careersPort, closedPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
    ]);
    const renderer = careersRenderer(drawn, requestIds);
    servers.push(renderer);
    const rendererPort = await listen(renderer);
    careersHealthPorts = `${careersPort} ${rendererPort}`;

    // The shell's parts, as its renderer writes them at start (here: the head only).
    const shellRenderer = path.join(dir, 'shell-render.cjs');
    writeFileSync(
      shellRenderer,
      `const fs = require('node:fs'); const path = require('node:path');
for (const language of ['ka', 'en']) {
  const file = path.join(process.env.SITE_PAGES_DIR, language, 'head.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '<meta name="shell-head" content="' + language + '">');
}`,
    );
    const careersRoot = path.join(dir, 'careers-dist');
    mkdirSync(careersRoot, { recursive: true });
    writeFileSync(path.join(careersRoot, 'remoteEntry.js'), 'var careers;\n');
    writeFileSync(path.join(careersRoot, 'index.html'), '<!doctype html><title>careers</title>');
    const shellRoot = path.join(dir, 'shell-dist');
    mkdirSync(shellRoot, { recursive: true });
    writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><title>client</title>');

    const common = {
      NGINX_RUNTIME_DIR: runtime,
      NGINX_BINARY: nginxBinary(),
      NGINX_ACCESS_LOG: 'off',
      NGINX_ERROR_LOG: path.join(runtime, 'error.log'),
      NGINX_RESOLVER: '127.0.0.1',
      COMPANY_UPSTREAM: `127.0.0.1:${closedPort}`,
      CONTENT_UPSTREAM: `127.0.0.1:${closedPort}`,
      CONTACT_UPSTREAM: `127.0.0.1:${closedPort}`,
      CAREERS_UPSTREAM: `127.0.0.1:${careersPort}`,
      REMOTE_CAREERS_URL: 'https://careers.example/mfe/mf-manifest.json',
      SITE_URL: 'https://site.example',
    };
    const composeServer = (env: Record<string, string>) =>
      compose({ nginxDir, table: TABLE, log: () => {}, env: { ...common, ...env } });
    // As the one Dockerfile starts each app: its folder names it, the table says the rest.
    composeServer({
      SITE_APP: 'shell',
      PORT: String(entryPort),
      SITE_ROOT: shellRoot,
      SITE_SERVER_RENDERER: shellRenderer,
    });
    composeServer({
      SITE_APP: TABLE.careers.folder,
      PORT: String(careersPort),
      SITE_ROOT: careersRoot,
      RENDERER_PORT: String(rendererPort),
    });
    const conf = path.join(runtime, 'nginx.conf');
    nginx = spawn(
      nginxBinary(),
      ['-p', `${runtime}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
      {
        stdio: 'ignore',
      },
    );
    entryUrl = `http://127.0.0.1:${entryPort}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await fetch(`${entryUrl}/healthz`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error('nginx did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    for (const server of servers) server.close();
  });

  it("is healthy only when its renderer answers too: the ports its image's health check asks", () => {
    expect(readFileSync(path.join(runtime, 'health-ports'), 'utf8')).toBe(
      `${careersHealthPorts}\n`,
    );
  });

  it('gets its locations, its routes in the owner map and its origin in the CSP, generated', () => {
    const locations = readFileSync(path.join(runtime, 'servers/entry.locations.inc'), 'utf8');
    expect(locations).toContain('location ^~ /mfe/careers/ {');
    expect(locations).toContain('location ^~ /_render/careers/ {');
    expect(locations).toContain('location = /_sitemap/careers {');
    const owners = readFileSync(path.join(runtime, 'page-owners.conf'), 'utf8');
    expect(owners).toContain('"~^/careers/?$" careers;');
    expect(owners).toContain('"~^/careers/[^/]+/?$" careers;');
    expect(readFileSync(path.join(runtime, 'servers/entry.conf'), 'utf8')).toMatch(
      /script-src 'self' https:\/\/careers\.example;/,
    );
  });

  it('is routed and rendered: its page composed with the shell’s parts, in the visitor’s language', async () => {
    const page = await fetch(`${entryUrl}/careers/engineer`, {
      headers: { 'Accept-Language': 'ka' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Careers engineer</h1>');
    expect(html).toContain('<meta name="shell-head" content="ka">');
    expect(html).not.toContain('<!--#');
    const missing = await fetch(`${entryUrl}/en/careers/astronaut`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('No such job');
  });

  it('is cached in front of its renderer, and its files pass through the entry', async () => {
    const before = drawn.length;
    const first = await fetch(`${entryUrl}/en/careers`);
    const second = await fetch(`${entryUrl}/en/careers`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(drawn.length - before).toBe(1);
    const entry = await fetch(`${entryUrl}/mfe/careers/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('var careers');
    expect((await fetch(`${entryUrl}/mfe/careers/_page/careers`)).status).toBe(404);
  });

  it('carries one request ID from the browser’s answer to the renderer that drew the page', async () => {
    const before = requestIds.length;
    // Pages no test before asked for (each answer is kept a second in front of the renderer).
    const answer = await fetch(`${entryUrl}/ka/careers/engineer?page=2`);
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIds.slice(before)).toEqual([id]);
    // An ID of a safe form from a proxy in front is kept; anything else is replaced.
    const kept = await fetch(`${entryUrl}/en/careers/engineer?page=3`, {
      headers: { 'X-Request-ID': 'edge-7f3a-0001' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a-0001');
    expect(requestIds.at(-1)).toBe('edge-7f3a-0001');
    const replaced = await fetch(`${entryUrl}/mfe/careers/remoteEntry.js`, {
      headers: { 'X-Request-ID': 'no spaces <allowed>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('passes only its files: its standalone page and any other address under /mfe/ are 404', async () => {
    const addresses = ['/', '/index', '/index.html', '/about/team'].map(
      (path) => `/mfe/careers${path}`,
    );
    for (const address of addresses) {
      const answer = await fetch(`${entryUrl}${address}`);
      expect({ address, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
        address,
        status: 404,
        type: 'text/plain; charset=utf-8',
      });
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    }
    // A file keeps the remote's own headers: none of the 404's.
    const file = await fetch(`${entryUrl}/mfe/careers/remoteEntry.js`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-robots-tag')).toBeNull();
    expect(file.headers.get('cache-control')).toBe('no-cache');
    expect(file.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is in the sitemap, and a remote that is down leaves only its own part out', async () => {
    const sitemap = await (await fetch(`${entryUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://site.example/careers</loc>');
    expect(sitemap).toMatch(/<\/urlset>\s*$/);
    expect(sitemap).not.toContain('<!--#');
  });
});

// ---- The images' error log: every line through the filter, no query anywhere ------------------

describe("a container's nginx error log", () => {
  it('reaches the log only through the filter, without any query string, and nothing reaches stderr', async () => {
    const runtime = path.join(dir, 'error-log');
    mkdirSync(runtime, { recursive: true });
    chmodSync(runtime, 0o777);
    const root = path.join(dir, 'error-log-dist');
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>client</title>');
    const lines: string[] = [];
    const filter = await startErrorLogFilter(0, (line) => lines.push(line));
    const [entryPort, closedPort] = await Promise.all([freePort(), freePort()]);
    compose({
      nginxDir,
      log: () => {},
      env: {
        SITE_APP: 'shell',
        PORT: String(entryPort),
        SITE_ROOT: root,
        SITE_SERVER_RENDERER: path.join(dir, 'no-renderer.cjs'),
        NGINX_RUNTIME_DIR: runtime,
        NGINX_BINARY: nginxBinary(),
        NGINX_ACCESS_LOG: 'off',
        // As the Dockerfile sets it.
        NGINX_ERROR_LOG: `syslog:server=127.0.0.1:${filter.port},nohostname,tag=nginx`,
        NGINX_RESOLVER: '127.0.0.1',
        ...Object.fromEntries(
          Object.keys(REMOTES).map((name) => [
            `${name.toUpperCase()}_UPSTREAM`,
            `127.0.0.1:${closedPort}`,
          ]),
        ),
      },
    });
    let stderr = '';
    const nginx = spawn(
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
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const entryUrl = `http://127.0.0.1:${entryPort}`;
      for (let tries = 0; ; tries += 1) {
        try {
          if ((await fetch(`${entryUrl}/healthz`)).ok) break;
        } catch {
          if (tries > 100) throw new Error('nginx did not start');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const secrets = ['the-editors-preview-secret-0123456789', 'what-a-visitor-typed'];
      // Every remote is down: the preview's entry hop, a page's hop and the preview check fail.
      await fetch(`${entryUrl}/ka/blog?preview=${secrets[0]}`, {
        headers: { Referer: `https://app.contentful.com/?q=${secrets[1]}` },
      });
      await fetch(`${entryUrl}/en/projects?q=${secrets[1]}`, {
        headers: { Cookie: 'site_preview=1.x' },
      });
      for (let tries = 0; lines.length < 2 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const logged = lines.join('\n');
      // The lines are there, and name the page: only the queries are gone.
      expect(logged).toMatch(/connect\(\) failed.*request: "GET \/ka\/blog HTTP\/1\.1"/);
      expect(logged).toContain('request: "GET /en/projects HTTP/1.1"');
      for (const secret of secrets) expect(logged).not.toContain(secret);
      expect(stderr).toBe('');
    } finally {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
      await filter.close();
    }
  });
});
