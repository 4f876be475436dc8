import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttribute } from './escape';

interface ManifestAssets {
  css: { sync: string[]; async: string[] };
}

interface FederationManifest {
  exposes: { name: string; assets: ManifestAssets }[];
  shared: { name: string; assets: ManifestAssets }[];
}

/**
 * The stylesheets a remote's exposed module needs in the server's HTML, from the remote's own
 * federation manifest. Linking them in the head is what keeps a server-rendered page styled (and
 * still) before any script has run. Shared code's stylesheets are left out: `@site/shared` is a
 * singleton the shell provides, and the shell's head links every stylesheet of its build, these
 * rules included; a second copy would only be one more file the first paint waits for.
 */
export function exposeStylesheets(distDir: string, expose: string, baseUrl: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  const module = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!module) throw new Error(`${expose} is not exposed by the build in ${distDir}`);
  const shared = new Set(
    manifest.shared.flatMap((entry) => [...entry.assets.css.sync, ...entry.assets.css.async]),
  );
  const files = [...module.assets.css.sync, ...module.assets.css.async].filter(
    (file) => !shared.has(file),
  );
  return uniqueByContent(files).map((file) => baseUrl + file);
}

/**
 * A build's stylesheets inlined as `<style>` elements, each marked with the address it came from
 * (`data-href`): the page paints without waiting for them, and webpack's CSS loader, which looks
 * for a `<style data-href>` as well as a `<link>` before it fetches a chunk's stylesheet, never
 * downloads them again. A file whose content another one already gave (webpack emits some CSS in
 * two chunks) gets an empty element with its own address, so it is not downloaded either. The
 * CSP allows inline styles (`style-src 'unsafe-inline'`).
 */
export function inlineStylesheets(distDir: string, baseUrl: string): string {
  const files = readdirSync(distDir).filter((file) => file.endsWith('.css'));
  return styleElements(distDir, files.sort(), (file) => baseUrl + file);
}

/**
 * The stylesheets of a remote's exposed module (`exposeStylesheets`), inlined: a prerendered page
 * whose own styles are in its document waits for no stylesheet at all. Each element is marked
 * with the file's name as the remote's CSS loader asks for it (relative to the remote's address,
 * wherever the browser finds that), so the loader does not download it again. Relative `url()`s
 * are made relative to `baseUrl`, where the files are served, as they were in the linked file.
 */
export function inlineExposeStylesheets(distDir: string, expose: string, baseUrl: string): string {
  const files = exposeStylesheets(distDir, expose, '');
  return styleElements(distDir, files, (file) => file, baseUrl);
}

function styleElements(
  distDir: string,
  files: readonly string[],
  hrefOf: (file: string) => string,
  baseUrl = '/',
): string {
  const given = new Set<string>();
  return files
    .map((file) => {
      const key = /\.([0-9a-f]{10})\.css$/.exec(file)?.[1] ?? file;
      let css = '';
      if (!given.has(key)) {
        given.add(key);
        css = readFileSync(path.join(distDir, file), 'utf8')
          .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
          .replace(/url\((['"]?)(?!['"]|[a-z][a-z0-9+.-]*:|\/|#)/gi, `url($1${baseUrl}`)
          .trim();
      }
      if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
      return `<style data-href="${escapeAttribute(hrefOf(file))}">${css}</style>`;
    })
    .join('');
}

/** Every stylesheet of a build (the shell's: header, footer, fonts, global rules). */
export function allStylesheets(distDir: string, baseUrl: string): string[] {
  const files = readdirSync(distDir).filter((file) => file.endsWith('.css'));
  return uniqueByContent(files.sort()).map((file) => baseUrl + file);
}

// webpack may emit the same CSS in two chunks (`86.<hash>.css`, `705.<hash>.css` with one content
// hash): one link is enough.
function uniqueByContent(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const key = /\.([0-9a-f]{10})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
