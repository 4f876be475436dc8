// Start-up preloading of the current route's remote (issue 9, performance). Without it the page
// waits for a chain: shell chunks → federation init → manifest → remote entry → page chunks. The
// shell's federation runtime plugin calls preloadCurrentRoute() when the runtime starts, before
// the shell's own chunks have arrived: the manifest is fetched at once, and as soon as it is in,
// the browser is told to preload the remote entry and the page's own JS and CSS. The runtime later
// asks for the same manifest and gets this response (takeEarlyFetch), not a second request.
import { manifestUrl, PAGE_ROUTES, type RemoteName } from './contract';
import { pageWaitsForNeed } from './pageStart';
import { findRoute } from './routeMatching';

const earlyFetches = new Map<string, Promise<Response>>();

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** The part of mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/** The remote and exposed page a path shows, or undefined for the shell's not-found page. */
export function pageForPath(pathname: string): { remote: RemoteName; expose: string } | undefined {
  const route = findRoute(PAGE_ROUTES, pathname);
  if (!route) return undefined;
  const [remote, name] = route.module.split('/') as [RemoteName, string];
  return { remote, expose: `./${name}` };
}

/** The URLs the browser should preload for one exposed page, from the remote's manifest. */
export function pageAssetUrls(
  manifest: RemoteManifest,
  manifestHref: string,
  expose: string,
): { scripts: string[]; styles: string[] } {
  const publicPath = manifest.metaData?.publicPath;
  // publicPath 'auto': files sit next to the manifest
  // (docs/architecture.md#finding-remotes-at-run-time).
  const base =
    publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestHref) : manifestHref;
  const url = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [url(`${entry.path ?? ''}${entry.name}`)] : [];
  const assets = manifest.exposes?.find((item) => item.path === expose)?.assets;
  scripts.push(...(assets?.js?.sync ?? []).map(url));
  return { scripts, styles: (assets?.css?.sync ?? []).map(url) };
}

/**
 * Whether a server-rendered page carries the stylesheet at `url` inline already: a remote's page
 * styles are `<style data-href="<file name>">` elements (platform/src/server/stylesheets.ts).
 */
export function isInlineStylesheet(url: string, doc: Document = document): boolean {
  if (!/\.css$/.test(url)) return false;
  const file = url.slice(url.lastIndexOf('/') + 1);
  return [...doc.querySelectorAll('style[data-href]')].some(
    (style) => style.getAttribute('data-href') === file,
  );
}

function hint(doc: Document, href: string, as: 'script' | 'style') {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  doc.head.appendChild(link);
}

const preloaded = new Set<string>();

/**
 * Fetches the manifest of the remote that shows `pathname`'s page and hints its files, once per
 * page. Quietly does nothing when the route belongs to the shell or the runtime config names no
 * manifest; a failure here only means the runtime fetches for itself, as it would without this.
 */
export function preloadRoute(pathname: string, win: Window = window): void {
  const page = pageForPath(pathname);
  const configured = page && win.__SITE_CONFIG__?.remotes?.[page.remote];
  if (!page || typeof configured !== 'string' || !configured) return;
  const url = manifestUrl(configured, win.location.href);
  const key = `${url}#${page.expose}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const response = win.fetch(url);
  earlyFetches.set(url, response);
  // Registered before the runtime can read the body, so the clone is taken first.
  response
    .then((result) => (result.ok ? (result.clone().json() as Promise<RemoteManifest>) : undefined))
    .then((manifest) => {
      // A failed try is not remembered: the next link pointed at tries again.
      if (!manifest) return void preloaded.delete(key);
      const { scripts, styles } = pageAssetUrls(manifest, url, page.expose);
      scripts.forEach((href) => hint(win.document, href, 'script'));
      styles
        .filter((href) => !isInlineStylesheet(href, win.document))
        .forEach((href) => hint(win.document, href, 'style'));
    })
    .catch(() => void preloaded.delete(key));
}

/**
 * At start-up, the page's own files, when the page is drawn at once (a page the server rendered
 * waits until the visitor needs its scripts: pageWaitsForNeed).
 */
export function preloadCurrentRoute(win: Window = window): void {
  if (pageWaitsForNeed(win.document)) return;
  preloadRoute(win.location.pathname, win);
}

/** The start-up fetch of `url`, once; later fetches of the same manifest go to the network. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const response = earlyFetches.get(url);
  earlyFetches.delete(url);
  return response;
}
