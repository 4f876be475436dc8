// HTTP checks through the site's published entry, run inside the engine's network namespace
// (where the published ports are), exactly as a visitor's browser would call them. Ordinary tests
// of node's test runner, one per check, run one at a time by name:
//   SITE_URL=<site-url> CHECK_ARGUMENT=<argument> node --test --test-name-pattern='^<check>$' siteChecks.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { importTypeScript } from '../../../tooling/importTypeScript.ts';
import type { SiteConfig } from '../../../shared/src/config/siteConfigFields.ts';
import type * as Contract from '../../../shared/src/federation/contract.ts';
import type * as LanguagePath from '../../../shared/src/language/languagePath.ts';

const siteUrl = process.env.SITE_URL ?? '';
assert.ok(siteUrl, 'SITE_URL: the address of the site to check');
/** What the check is given (its comment says what), from test-containers.ts. */
const argument = process.env.CHECK_ARGUMENT;

const { PAGE_ROUTES, REMOTE_NAMES } = (await importTypeScript(
  'shared/src/federation/contract.ts',
)) as typeof Contract;
const { languagePath } = (await importTypeScript(
  'shared/src/language/languagePath.ts',
)) as typeof LanguagePath;
const ownerOf = (module: string) => module.split('/')[0] ?? module;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What a visitor's page says to caches (docs/operations.md#a-cache-in-front). */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/** The parts of a remote's mf-manifest.json the checks read. */
interface ManifestItem {
  assets?: { js?: { sync?: string[]; async?: string[] } };
}
interface Manifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: ManifestItem[];
  shared?: ManifestItem[];
}

/** A message in the mail sink's outbox (local-services). */
interface OutboxMessage {
  template_params?: { message?: string };
  withPrivateKey?: boolean;
}

const ok = (message: string) => console.log(`  ok  ${message}`);

/** The check's argument, which it cannot run without. */
function needed(value: string | undefined): string {
  assert.ok(value !== undefined, 'this check needs CHECK_ARGUMENT');
  return value;
}

const isOutbox = (value: unknown): value is OutboxMessage[] => Array.isArray(value);

async function get(pathname: string, init?: RequestInit) {
  const url = new URL(pathname, siteUrl);
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { response, body: await response.text(), url: url.href };
}

// A real value for a route's `:param`: the first one its list page (the route up to the param,
// rendered on the server) links to, so the value comes from the running site's own data. The
// content renderer may be cold and miss the entry's time limit once: ask again for a while.
async function linkedParam(pattern: string): Promise<string> {
  const list = languagePath('en', pattern.slice(0, pattern.indexOf('/:')));
  const link = new RegExp(`href="${list}/([^"/?#]+)"`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await get(list);
    const value = link.exec(page.body)?.[1];
    if (value) return value;
    assert.ok(Date.now() < deadline, `${list} links to no ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The routes of docs/product.md#routes, from the federation contract (each `:param` a real
 * value), an unknown address under each route with a param, and one no page owns, with the status
 * the entry answers and the app that owns each: every page is rendered on the server by its owner
 * (company and contact at start, content on request, the shell for an unknown address). An owner
 * that is down has its pages answered by the client document whatever the address.
 */
async function siteRoutes(down: ReadonlySet<string>): Promise<[string, number, string][]> {
  const routes: [string, number, string][] = [];
  for (const { path, module } of PAGE_ROUTES) {
    const owner = ownerOf(module);
    if (!path.includes('/:')) {
      routes.push([path, 200, owner]);
      continue;
    }
    const value = down.has(owner) ? 'any' : await linkedParam(path);
    routes.push([path.replace(/:[^/]+/, value), 200, owner]);
    routes.push([path.replace(/:([^/]+)/, 'no-such-$1'), 404, owner]);
  }
  return [...routes, ['/no-such-page', 404, 'shell']];
}

// argument: the owners that are down (comma-separated); the entry answers their routes with the
// client-rendered document (status 200: only the owner knows an address is unknown).
async function routes(): Promise<void> {
  const down = new Set((argument ?? '').split(',').filter(Boolean));
  for (const [route, expectedStatus, owner] of await siteRoutes(down)) {
    const rendered = down.has(owner) ? 'client' : 'server';
    const status = down.has(owner) ? 200 : expectedStatus;
    for (const language of ['ka', 'en'] as const) {
      const where = languagePath(language, route);
      const page = await get(where);
      assert.ok(page.response.status === status, `${where} answered ${page.response.status}`);
      assert.ok(page.body.includes('/config.js'), `${where} does not load /config.js`);
      assert.ok(/id="?page-root"?/.test(page.body), `${where} has no page region`);
      // The client-rendered document is not the page: no cache keeps it, no crawler indexes it.
      const cacheControl = rendered === 'client' ? 'no-store' : PAGE_CACHE_CONTROL;
      assert.ok(
        page.response.headers.get('cache-control') === cacheControl,
        `${where} Cache-Control is "${page.response.headers.get('cache-control')}", not ${cacheControl}`,
      );
      if (rendered === 'client') {
        assert.ok(!page.body.includes('data-rendered'), `${where} should be the client document`);
        assert.ok(page.body.includes(`<html lang="${language}"`), `${where} is not in ${language}`);
        assert.ok(
          page.response.headers.get('x-robots-tag') === 'noindex',
          `${where} (the client document) may be indexed`,
        );
      }
      if (rendered === 'server') {
        assert.ok(page.body.includes('data-rendered="server"'), `${where} was not server-rendered`);
        assert.ok(page.body.includes(`<html lang="${language}"`), `${where} is not in ${language}`);
        assert.ok(/<h1[^>]*>[^<]+/.test(page.body), `${where} has no heading in its HTML`);
        assert.ok(page.body.includes('<footer'), `${where} has no footer in its HTML`);
        assert.ok(!page.body.includes('<!--#'), `${where} has an unprocessed include`);
        // Picture addresses are the browser's, not the container network's.
        assert.ok(!page.body.includes('//local-services'), `${where} names a container's host`);
      }
      ok(`${where} ${status}, ${rendered}-rendered`);
    }
  }
}

function manifestScripts(manifest: Manifest): string[] {
  const files: string[] = [];
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    files.push(...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? []));
  }
  return [...new Set(files)];
}

async function remotes(): Promise<void> {
  for (const name of REMOTE_NAMES) {
    const base = `/mfe/${name}/`;
    const manifest = await get(`${base}mf-manifest.json`);
    assert.ok(
      manifest.response.status === 200,
      `${base}mf-manifest.json answered ${manifest.response.status}`,
    );
    assert.ok(
      manifest.response.headers.get('cache-control') === 'no-cache',
      `${base}mf-manifest.json Cache-Control is "${manifest.response.headers.get('cache-control')}"`,
    );
    const parsed = JSON.parse(manifest.body) as Manifest;
    assert.ok(parsed.name === name, `${base}mf-manifest.json names "${parsed.name}", not ${name}`);
    ok(`${base}mf-manifest.json 200, no-cache, remote "${name}"`);

    const entryFile = parsed.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
    const entry = await get(`${base}${entryFile}`);
    assert.ok(
      entry.response.status === 200,
      `${base}${entryFile} answered ${entry.response.status}`,
    );
    assert.ok(
      entry.response.headers.get('cache-control') === 'no-cache',
      `${base}${entryFile} Cache-Control is "${entry.response.headers.get('cache-control')}"`,
    );
    ok(`${base}${entryFile} 200, no-cache`);

    // Only its files are public: its standalone page stays on the container's own port.
    const standalone = await get(base);
    assert.ok(standalone.response.status === 404, `${base} answered ${standalone.response.status}`);
    ok(`${base} 404 (the standalone page is not public)`);

    const hashed = manifestScripts(parsed).find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
    assert.ok(hashed, `${base}mf-manifest.json lists no content-hashed chunk`);
    const chunk = await get(`${base}${hashed}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.ok(chunk.response.status === 200, `${base}${hashed} answered ${chunk.response.status}`);
    assert.ok(
      chunk.response.headers.get('cache-control') === IMMUTABLE,
      `${base}${hashed} Cache-Control is "${chunk.response.headers.get('cache-control')}", not "${IMMUTABLE}"`,
    );
    assert.ok(
      /javascript/.test(chunk.response.headers.get('content-type') ?? ''),
      `${base}${hashed} has Content-Type ${chunk.response.headers.get('content-type')}`,
    );
    ok(
      `${base}${hashed} 200, ${IMMUTABLE}, ${chunk.response.headers.get('content-encoding') ?? 'identity'}`,
    );

    const missing = await get(`${base}missing-chunk.0123456789.js`);
    assert.ok(
      missing.response.status === 404 && !missing.body.includes('<div id'),
      `a missing chunk under ${base} answered ${missing.response.status} instead of 404`,
    );
    ok(`${base}missing-chunk.0123456789.js 404, not index.html`);
  }
}

async function siteConfig(): Promise<SiteConfig> {
  const script = await get('/config.js');
  assert.ok(script.response.status === 200, `/config.js answered ${script.response.status}`);
  assert.ok(
    script.response.headers.get('cache-control') === PAGE_CACHE_CONTROL,
    `/config.js Cache-Control is "${script.response.headers.get('cache-control')}", not ${PAGE_CACHE_CONTROL}`,
  );
  const sandbox: { window: { __SITE_CONFIG__?: SiteConfig } } = { window: {} };
  vm.runInNewContext(script.body, sandbox);
  const values = sandbox.window.__SITE_CONFIG__;
  assert.ok(values, '/config.js sets no window.__SITE_CONFIG__');
  return values;
}

/** The value at one step of a path into an object (undefined past its end). */
const at = (value: unknown, part: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[part]
    : undefined;

/** argument: JSON {"company.phone": "…"}: paths into window.__SITE_CONFIG__ and their values. */
async function config(): Promise<void> {
  const values = await siteConfig();
  const expectations = JSON.parse(needed(argument)) as Record<string, unknown>;
  for (const [key, expected] of Object.entries(expectations)) {
    const actual = key.split('.').reduce<unknown>(at, values);
    assert.ok(
      actual === expected,
      `/config.js ${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
    );
    ok(`/config.js ${key} = ${JSON.stringify(actual)}`);
  }
}

/** The server-rendered contact page shows the phone and e-mail the containers were given. */
async function renderedConfig(): Promise<void> {
  const { phone, email } = JSON.parse(needed(argument)) as { phone: string; email: string };
  const page = await get('/en/contact');
  assert.ok(page.body.includes('data-rendered="server"'), '/en/contact was not server-rendered');
  const tel = `href="tel:${phone.replace(/\s/g, '')}"`;
  assert.ok(page.body.includes(tel), `/en/contact HTML has no ${tel}`);
  assert.ok(
    page.body.includes(`href="mailto:${email}"`),
    `/en/contact HTML has no mailto:${email}`,
  );
  assert.ok(page.body.includes(email), `the footer in the HTML does not show ${email}`);
  ok(`/en/contact HTML shows ${phone} and ${email} from the containers' environment`);
}

/** The contact form's send, as @emailjs/browser makes it, with the keys the site is configured with. */
async function mail(): Promise<void> {
  const { mail: settings } = await siteConfig();
  const marker = `containers-test-${Date.now()}`;
  const send = await fetch(new URL('/api/v1.0/email/send', settings.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl.replace(/\/$/, '') },
    body: JSON.stringify({
      lib_version: '4.4.1',
      user_id: settings.publicKey,
      service_id: settings.serviceId,
      template_id: settings.templateId,
      template_params: {
        from_name: 'Container Test',
        from_email: 'containers@example.com',
        phone: '+995 555 00 00 00',
        message: marker,
        to_email: settings.recipient,
      },
    }),
  });
  const answer = await send.text();
  assert.ok(
    send.status === 200,
    `POST ${settings.origin}/api/v1.0/email/send answered ${send.status} ${answer}`,
  );
  ok(`POST ${settings.origin}/api/v1.0/email/send 200 ${answer}`);
  const outbox = await fetch(new URL('/outbox', settings.origin));
  assert.ok(outbox.status === 200, `GET ${settings.origin}/outbox answered ${outbox.status}`);
  const messages: unknown = await outbox.json();
  assert.ok(
    isOutbox(messages) && messages.some((message) => message.template_params?.message === marker),
    `the message is not in ${settings.origin}/outbox`,
  );
  ok(`the message is in ${settings.origin}/outbox`);
}

/**
 * The contact form sent before the page's scripts ran: a plain POST of /contact through the entry,
 * answered by the contact container's form server (422 with the page for a bad form; for a good
 * one, a send with the private key and a 303 to the page's "sent" state).
 */
async function formPost(): Promise<void> {
  const { mail: settings } = await siteConfig();
  const post = (fields: Record<string, string>) =>
    fetch(new URL('/en/contact', siteUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: new URL(siteUrl).origin },
      body: new URLSearchParams(fields),
    });
  const invalid = await post({ name: 'N', email: '', message: 'short', language: 'en' });
  const page = await invalid.text();
  assert.ok(invalid.status === 422, `POST /en/contact with errors answered ${invalid.status}`);
  assert.ok(
    page.includes('Email is required') && page.includes('<footer'),
    'the 422 page lacks its messages or the shell',
  );
  ok('POST /en/contact with errors: 422, the page composed with its messages');
  // The previous check sent through the same public key a moment ago: the mail sink, like
  // EmailJS, takes one send per second per key, and would answer this one 429.
  const control = (command: Record<string, unknown>) =>
    fetch(new URL('/api/__mail-control', settings.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(command),
    });
  await control({ rateLimitMs: 0 });
  const marker = `containers-form-${Date.now()}`;
  const sent = await post({
    name: 'Container Test',
    email: 'containers@example.com',
    phone: '',
    message: `Sent without scripts: ${marker}`,
    language: 'en',
  });
  assert.ok(
    sent.status === 303 && sent.headers.get('location') === '/en/contact#message-sent',
    `POST /en/contact answered ${sent.status} ${sent.headers.get('location')}`,
  );
  ok('POST /en/contact: 303 to /en/contact#message-sent');
  await control({ reset: true });
  const messages: unknown = await (await fetch(new URL('/outbox', settings.origin))).json();
  const found = isOutbox(messages)
    ? messages.find((message) => message.template_params?.message?.includes(marker))
    : undefined;
  assert.ok(
    found?.withPrivateKey === true,
    'the form server’s message is not in the outbox with the private key',
  );
  ok('the form server sent it with the private key');
}

/** argument: a text; passes once a script of the company remote, through the entry, contains it. */
async function companyText(): Promise<void> {
  const text = needed(argument);
  const parsed = JSON.parse((await get('/mfe/company/mf-manifest.json')).body) as Manifest;
  for (const file of manifestScripts(parsed)) {
    const chunk = await get(`/mfe/company/${file}`);
    if (chunk.response.status === 200 && chunk.body.includes(text)) {
      ok(`/mfe/company/${file} carries "${text}"`);
      return;
    }
  }
  assert.fail(`no script of the company remote served through the entry contains "${text}"`);
}

/** A text as React writes it into HTML. */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * argument: {"path", "text", "withinMs"}: passes once the page at path, as an English visitor
 * gets it, contains the text, within withinMs (a publish reaching the page); prints how long.
 */
async function pageShows(): Promise<void> {
  const {
    path,
    text,
    withinMs = 5_000,
  } = JSON.parse(needed(argument)) as {
    path: string;
    text: string;
    withinMs?: number;
  };
  const started = Date.now();
  for (;;) {
    const page = await get(path, { headers: { 'Accept-Language': 'en' } });
    if (page.response.status === 200 && page.body.includes(escapeHtml(text))) {
      ok(`${path} shows "${text}" after ${Date.now() - started} ms`);
      return;
    }
    assert.ok(
      Date.now() - started < withinMs,
      `${path} did not show "${text}" within ${withinMs} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * argument: {"slug", "title", "secret", "space", "previewContent"}: a never-published post (docs/operations.md#editor-preview)
 * is 404 for a visitor; the preview link with the secret sets the cookie, with which the post is
 * rendered from the Preview API (through the content container's own way to it) and its content is
 * served by the site's /_preview/content/; without the cookie, still 404.
 */
async function preview(): Promise<void> {
  const { slug, title, secret, space, previewContent } = JSON.parse(needed(argument)) as Record<
    'slug' | 'title' | 'secret' | 'space' | 'previewContent',
    string
  >;
  const path = `/en/blog/${slug}`;
  assert.ok((await get(path)).response.status === 404, `${path}: a visitor gets the draft`);
  const enter = await get(`${path}?preview=${encodeURIComponent(secret)}`);
  const cookie = /^(site_preview=[^;]+)/.exec(enter.response.headers.get('set-cookie') ?? '')?.[1];
  assert.ok(enter.response.status === 303 && cookie, `${path}?preview=…: no preview cookie`);
  const page = await get(path, { headers: { Cookie: cookie } });
  assert.ok(page.response.status === 200, `${path} in preview: ${page.response.status}`);
  assert.ok(page.body.includes(escapeHtml(title)), `${path} in preview does not show "${title}"`);
  assert.ok(page.body.includes('data-preview-bar'), `${path} in preview has no preview bar`);
  assert.ok(page.response.headers.get('x-robots-tag') === 'noindex', `${path}: no X-Robots-Tag`);
  const query = `${previewContent}/spaces/${space}/environments/master/entries?content_type=blogPost&fields.slug=${slug}&locale=en-US`;
  const content = await get(query, { headers: { Cookie: cookie } });
  assert.ok(
    content.response.status === 200 && content.body.includes(title),
    `${query}: ${content.response.status}`,
  );
  assert.ok(
    (await get(path)).response.status === 404,
    `${path}: a visitor gets the draft afterwards`,
  );
  ok(`the draft ${slug} is previewed with the secret, and 404 for everyone else`);
}

test('preview', preview);
test('page-shows', pageShows);
test('routes', routes);
test('remotes', remotes);
test('config', config);
test('rendered-config', renderedConfig);
test('mail', mail);
test('form-post', formPost);
test('company-text', companyText);
