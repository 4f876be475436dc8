import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { serveClientRenderedPages } from '../support/clientDocument';
import {
  moduleNamesOf,
  PAGE_ROUTES,
  REMOTE_NAMES,
  WIDGETS,
  type RemoteName,
} from '../../shared/src/federation/contract';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage, tapUntilShown } from '../support/hydration';
import { resolveRoute } from '../support/routes';

// The platform's promises (issue 2): every route inside the shell, one React, remotes loaded only
// where needed, isolation when a remote is down, the 120 s entry time-out, caching headers.

test.beforeEach(async ({ page }) => dismissLanguageBanner(page));

// Every route inside the shell, the not-found ones too: server-rendering.spec.ts, where each page is
// hydrated.

/** The shell around a page: its header, its footer and the page's heading. */
async function expectShellAround(page: Page) {
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

// Markers that only React's own code contains (core, JSX runtime, DOM renderer).
const REACT_MARKERS = [
  'react.transitional.element',
  '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
];

test('only one copy of React is downloaded, from the shell', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response);
  });
  // Home, once used, loads company and content; contact loads the third remote.
  await dismissLanguageBanner(page);
  await page.goto('/en/');
  await expectShellAround(page);
  await startUsingPage(page);
  await page
    .getByRole('link', { name: /contact|კონტაქტი/i })
    .first()
    .click();
  await expect(page).toHaveURL('/en/contact');
  await expectShellAround(page);

  const withReact: string[] = [];
  for (const response of scripts) {
    const body = await response.text().catch(() => '');
    if (REACT_MARKERS.some((marker) => body.includes(marker))) withReact.push(response.url());
  }
  expect(withReact.length).toBeGreaterThan(0);
  expect(withReact.filter((url) => url.includes('/mfe/'))).toEqual([]);
  const remotes = scripts.map((r) => r.url()).filter((url) => url.includes('/mfe/'));
  expect(remotes.some((url) => url.includes('/mfe/company/'))).toBe(true);
  expect(remotes.some((url) => url.includes('/mfe/contact/'))).toBe(true);
});

test('/about downloads nothing from the content and contact remotes', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/en/about');
  await expectShellAround(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /\/mfe\/(content|contact)\//.test(url))).toEqual([]);
  expect(requested.some((url) => url.includes('/mfe/company/'))).toBe(true);
});

// A client-rendered page (one whose owner could not render it): the route's remote is asked for
// before the shell has drawn anything.
test("the route's remote is fetched as the page starts, each file once", async ({ page }) => {
  await serveClientRenderedPages(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const root = document.getElementById('page-root');
      if (!root?.firstChild) return;
      Object.assign(window, { firstRenderAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/projects');
  await expectShellAround(page);
  await page.waitForLoadState('networkidle');
  const count = (path: string) => requested.filter((url) => url === path).length;
  // The manifest is fetched before the shell's own bootstrap chunks are in, and the federation
  // runtime reuses that response rather than asking again.
  expect(count('/mfe/content/mf-manifest.json')).toBe(1);
  expect(count('/mfe/content/remoteEntry.js')).toBe(1);
  // Before the shell has rendered anything (its first render is the start-up spinner).
  const timing = await page.evaluate(() => ({
    manifest: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/mfe/content/mf-manifest.json'))?.startTime,
    firstRender: (window as unknown as { firstRenderAt?: number }).firstRenderAt,
  }));
  expect(timing.manifest).toBeDefined();
  expect(timing.firstRender).toBeDefined();
  expect(timing.manifest ?? Infinity).toBeLessThan(timing.firstRender ?? 0);
  const pageFiles = requested.filter((url) => url.includes('__federation_expose_ProjectsList'));
  expect(pageFiles.length).toBeGreaterThan(0);
  expect(new Set(pageFiles).size).toBe(pageFiles.length);
});

test('a remote that cannot be loaded shows a retry fallback; the rest keeps working', async ({
  page,
}) => {
  await page.route('**/mfe/contact/**', (route) => route.abort());
  await page.goto('/en/contact');
  const retry = page.getByRole('button', { name: /try again|თავიდან ცდა/i });
  // The server's page reads as it is; the first tap starts its scripts, which find no remote.
  await tapUntilShown(page, retry);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes' routes still work from the same page.
  await page.goto('/en/about');
  await expectShellAround(page);
  await expect(retry).toHaveCount(0);

  // Once the remote is back, the retry button loads it without a reload.
  await page.goto('/en/contact');
  await tapUntilShown(page, retry);
  await page.unroute('**/mfe/contact/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(retry).toHaveCount(0, { timeout: 15_000 });
});

// The federation runtime's own limit for a remote entry is 20 s; ours is 120 s (a runtime plugin).
// The entry is held until the runtime's script for it, whose timer counts from then, is in the
// page; the page's clock then jumps 25 s, firing every timer as that long a wait would (the
// runtime's 20 s one, were it still the limit), without the test sitting through it. A time-out
// takes the script out of the page at once: a page still waiting for the entry keeps it.
const ENTRY = '/mfe/company/remoteEntry.js';
const ENTRY_DELAY_MS = 25_000;

test('a remote entry served 25 s late (past the runtime’s own 20 s) still loads', async ({
  page,
}) => {
  await page.clock.install();
  const entryScriptIn = () =>
    page.evaluate(
      (entry) => [...document.scripts].some((script) => script.src.endsWith(entry)),
      ENTRY,
    );
  let served = 0;
  let stillWaited = false;
  await page.route(`**${ENTRY}`, async (route) => {
    await expect.poll(entryScriptIn).toBe(true);
    await page.clock.fastForward(ENTRY_DELAY_MS);
    stillWaited = await entryScriptIn();
    served += 1;
    await route.continue();
  });
  await page.goto('/en/about');
  // The server's page shows at once; the remote's code takes it over, when the visitor first uses
  // the page, once its entry arrives.
  await startUsingPage(page);
  expect(served).toBe(1);
  expect(stillWaited, 'the page still waited for the entry after 25 s').toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /try again|თავიდან ცდა/i })).toHaveCount(0);
});

/** The part of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  name: string;
  exposes: { name: string; path: string; assets: { css: { sync: string[] } } }[];
}

async function remoteManifest(request: APIRequestContext, remote: RemoteName) {
  const response = await request.get(`/mfe/${remote}/mf-manifest.json`);
  expect(response.status(), `${remote}'s manifest`).toBe(200);
  return (await response.json()) as RemoteManifest;
}

/** The module's own stylesheet, which its owner links wherever it renders the module. */
async function ownStylesheet(request: APIRequestContext, module: string) {
  const [remote, name] = module.split('/') as [RemoteName, string];
  const exposed = (await remoteManifest(request, remote)).exposes.find(
    (candidate) => candidate.name === name,
  );
  const file = exposed?.assets.css.sync.find((candidate) =>
    candidate.startsWith(`__federation_expose_${name}.`),
  );
  expect(file, `${module}'s stylesheet in the manifest`).toBeTruthy();
  return `/mfe/${remote}/${file}`;
}

/**
 * A page as the entry answers it, server-rendered. The content renderer may be cold and miss the
 * entry's time limit on a first request (the visitor then gets the client-rendered document, and
 * the renderer still finishes the page for its cache): ask again for a while.
 */
async function serverRenderedPage(request: APIRequestContext, address: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await request.get(address);
    const html = await response.text();
    if (html.includes('data-rendered="server"') || Date.now() > deadline) {
      return { status: response.status(), html };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// The federation contract walked through the production builds behind the entry: each remote
// exposes what the contract says, and each page and widget is rendered by its owner.
test.describe('the federation contract', () => {
  test("each remote's manifest lists exactly the modules the contract gives it", async ({
    request,
  }) => {
    for (const remote of REMOTE_NAMES) {
      const manifest = await remoteManifest(request, remote);
      expect(manifest.name).toBe(remote);
      const exposed = manifest.exposes.map(({ name, path }) => `${path} → ${name}`);
      const declared = moduleNamesOf(remote).map((name) => `./${name} → ${name}`);
      expect(exposed.sort(), remote).toEqual([...declared].sort());
    }
  });

  test('each page route answers 200, rendered on the server by its owner with its module', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    for (const { path: pattern, module } of PAGE_ROUTES) {
      const stylesheet = await ownStylesheet(request, module);
      const address = `/en${await resolveRoute(pattern)}`;
      const page = await serverRenderedPage(request, address);
      expect(page.status, address).toBe(200);
      expect(page.html, address).toContain('<html lang="en" data-rendered="server"');
      // Linked, or inline (a prerendered page carries its styles: `<style data-href="<file>">`).
      const file = stylesheet.slice(stylesheet.lastIndexOf('/') + 1);
      expect(
        page.html.includes(`href="${stylesheet}"`) || page.html.includes(`data-href="${file}"`),
        `${module}'s stylesheet in ${address}`,
      ).toBe(true);
    }
  });

  test('each widget arrives rendered in the pages the contract embeds it in', async ({
    request,
  }) => {
    for (const { module, embeddedIn } of WIDGETS) {
      for (const host of embeddedIn) {
        const pattern = PAGE_ROUTES.find((route) => route.module === host)?.path;
        expect(pattern, `${host} has a route`).toBeTruthy();
        const address = `/en${await resolveRoute(pattern ?? '')}`;
        const page = await serverRenderedPage(request, address);
        expect(page.status, address).toBe(200);
        // The region its owner rendered (its stylesheet, its markup), not an empty placeholder.
        expect(page.html, `${module} in ${address}`).toContain(
          `href="${await ownStylesheet(request, module)}"`,
        );
        expect(page.html, `${module} in ${address}`).toMatch(
          new RegExp(`<div data-region="${module}" data-language="en">(<!--\\$-->)?<[a-z]`),
        );
      }
    }
  });
});

test.describe('caching headers', () => {
  test('documents and pointers are revalidated, hashed files are immutable', async ({
    request,
  }) => {
    // A page on its language path, and the entry's /config.js: browsers ask again each time, a
    // shared cache in front may keep them a second (docs/operations.md#a-cache-in-front).
    for (const path of ['/en/', '/ka/projects', '/config.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=1');
    }
    // An address without a language leads each visitor to theirs: that answer is never kept.
    for (const path of ['/', '/projects']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
    for (const remote of REMOTE_NAMES) {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const response = await request.get(`/mfe/${remote}/${file}`);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['cache-control'], `${remote} ${file}`).toBe('no-cache');
      }
      const manifest = (await (await request.get(`/mfe/${remote}/mf-manifest.json`)).json()) as {
        exposes: { assets: { js: { sync: string[] } } }[];
      };
      const chunk = manifest.exposes[0]?.assets.js.sync[0];
      expect(chunk, `${remote} manifest lists a chunk`).toBeTruthy();
      const hashed = await request.get(`/mfe/${remote}/${chunk}`);
      expect(hashed.status()).toBe(200);
      expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a missing chunk is a 404, never the HTML page', async ({ request }) => {
    for (const path of [
      '/missing.0123456789.js',
      '/mfe/company/missing.0123456789.js',
      '/nope.css',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'] ?? '', path).not.toContain('text/html');
    }
  });

  test('the entry answers its health check and sends security headers', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    const headers = (await request.get('/en/')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
