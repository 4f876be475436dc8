import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  moduleNamesOf,
  PAGE_ROUTES,
  REMOTE_NAMES,
  WIDGETS,
  type RemoteName,
} from '../../shared/src/federation/contract';
import { SITE_URL } from '../support/ports';
import { resolveRoute } from '../support/routes';
import { siteAnswer } from '../support/siteAnswer';

// The platform's promises (issue 2) as the server answers them: the federation contract walked
// through the production builds behind the entry (each remote exposes what the contract says, each
// page and widget rendered by its owner), and the caching headers. What the browser loads, and
// a remote that cannot be loaded, are platform.spec.ts's.

/** The part of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  name: string;
  exposes: {
    name: string;
    path: string;
    assets: { css: { sync: string[] }; js: { sync: string[] } };
  }[];
}

async function remoteManifest(remote: RemoteName): Promise<RemoteManifest> {
  const answer = await siteAnswer(`/mfe/${remote}/mf-manifest.json`);
  assert.equal(answer.status, 200, `${remote}'s manifest`);
  return JSON.parse(answer.text) as RemoteManifest;
}

/** The module's own stylesheet, which its owner links wherever it renders the module. */
async function ownStylesheet(module: string): Promise<string> {
  const [remote, name] = module.split('/') as [RemoteName, string];
  const exposed = (await remoteManifest(remote)).exposes.find(
    (candidate) => candidate.name === name,
  );
  const file = exposed?.assets.css.sync.find((candidate) =>
    candidate.startsWith(`__federation_expose_${name}.`),
  );
  assert.ok(file, `${module}'s stylesheet in the manifest`);
  return `/mfe/${remote}/${file}`;
}

/**
 * A page as the entry answers it, server-rendered. The content renderer may be cold and miss the
 * entry's time limit on a first request (the visitor then gets the client-rendered document, and
 * the renderer still finishes the page for its cache): ask again for a while.
 */
async function serverRenderedPage(address: string): Promise<{ status: number; html: string }> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${SITE_URL}${address}`);
    const html = await response.text();
    if (html.includes('data-rendered="server"') || Date.now() > deadline) {
      return { status: response.status, html };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("each remote's manifest lists exactly the modules the contract gives it", async () => {
  for (const remote of REMOTE_NAMES) {
    const manifest = await remoteManifest(remote);
    assert.equal(manifest.name, remote);
    const exposed = manifest.exposes.map(({ name, path }) => `${path} → ${name}`);
    const declared = moduleNamesOf(remote).map((name) => `./${name} → ${name}`);
    assert.deepEqual(exposed.sort(), [...declared].sort(), remote);
  }
});

test('each page route answers 200, rendered on the server by its owner with its module', async () => {
  for (const { path: pattern, module } of PAGE_ROUTES) {
    const stylesheet = await ownStylesheet(module);
    const address = `/en${await resolveRoute(pattern)}`;
    const page = await serverRenderedPage(address);
    assert.equal(page.status, 200, address);
    assert.ok(page.html.includes('<html lang="en" data-rendered="server"'), address);
    // Linked, or inline (a prerendered page carries its styles: `<style data-href="<file>">`).
    const file = stylesheet.slice(stylesheet.lastIndexOf('/') + 1);
    assert.ok(
      page.html.includes(`href="${stylesheet}"`) || page.html.includes(`data-href="${file}"`),
      `${module}'s stylesheet in ${address}`,
    );
  }
});

test('each widget arrives rendered in the pages the contract embeds it in', async () => {
  for (const { module, embeddedIn } of WIDGETS) {
    for (const host of embeddedIn) {
      const pattern = PAGE_ROUTES.find((route) => route.module === host)?.path;
      assert.ok(pattern, `${host} has a route`);
      const address = `/en${await resolveRoute(pattern)}`;
      const page = await serverRenderedPage(address);
      assert.equal(page.status, 200, address);
      // The region its owner rendered (its stylesheet, its markup), not an empty placeholder.
      assert.ok(
        page.html.includes(`href="${await ownStylesheet(module)}"`),
        `${module}'s stylesheet in ${address}`,
      );
      assert.match(
        page.html,
        new RegExp(`<div data-region="${module}" data-language="en">(<!--\\$-->)?<[a-z]`),
        `${module} in ${address}`,
      );
    }
  }
});

test('documents and pointers are revalidated, hashed files are immutable', async () => {
  // A page on its language path, and the entry's /config.js: browsers ask again each time, a
  // shared cache in front may keep them a second (docs/operations.md#a-cache-in-front).
  for (const path of ['/en/', '/ka/projects', '/config.js']) {
    const answer = await siteAnswer(path);
    assert.equal(answer.status, 200, path);
    assert.equal(answer.headers['cache-control'], 'public, max-age=0, s-maxage=1', path);
  }
  // An address without a language leads each visitor to theirs: that answer is never kept.
  for (const path of ['/', '/projects']) {
    const answer = await siteAnswer(path);
    assert.equal(answer.status, 302, path);
    assert.equal(answer.headers['cache-control'], 'no-store', path);
  }
  for (const remote of REMOTE_NAMES) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const answer = await siteAnswer(`/mfe/${remote}/${file}`);
      assert.equal(answer.status, 200, file);
      assert.equal(answer.headers['cache-control'], 'no-cache', `${remote} ${file}`);
    }
    const chunk = (await remoteManifest(remote)).exposes[0]?.assets.js.sync[0];
    assert.ok(chunk, `${remote} manifest lists a chunk`);
    const hashed = await siteAnswer(`/mfe/${remote}/${chunk}`);
    assert.equal(hashed.status, 200);
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
  }
});

test('a missing chunk is a 404, never the HTML page', async () => {
  for (const path of [
    '/missing.0123456789.js',
    '/mfe/company/missing.0123456789.js',
    '/nope.css',
  ]) {
    const answer = await siteAnswer(path);
    assert.equal(answer.status, 404, path);
    assert.ok(!(answer.headers['content-type'] ?? '').includes('text/html'), path);
  }
});

test('the entry answers its health check and sends security headers', async () => {
  assert.equal((await siteAnswer('/healthz')).status, 200);
  const { headers } = await siteAnswer('/en/');
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.match(headers['content-security-policy'] ?? '', /frame-ancestors 'none'/);
  assert.doesNotMatch(headers['content-security-policy'] ?? '', /unsafe-eval/);
});
