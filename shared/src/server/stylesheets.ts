import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
