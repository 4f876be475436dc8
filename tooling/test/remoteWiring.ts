// What a remote needs outside the federation table (shared/src/federation/remotes.ts) that nothing
// can derive: its own folder, renamed from the one it was copied from; the lock file, which
// `npm install` writes; and the example production overlay's image for it, an operator's
// decision (which registry, which release). `missingWiring` takes the table and the repository
// as parameters, so its test can feed it a made-up remote and see each check fail.
//
// Everything else is derived and cannot miss a remote: the webpack `exposes`, ports, router and
// route → owner table (contract.ts, previewPorts.ts), the runtime variables and the files made
// from them, the workspaces, type-check, jest projects, ESLint boundaries and image builds
// (`mfe-*` globs or the table), the image (the one Dockerfile), and the compose services and
// Kubernetes workloads (`npm run generate`: tooling/deploy; a stale copy fails
// tooling/test/generatedDeploy.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { RemoteDefinition } from '../../shared/src/federation/remotes';

/** The repository as the checks read it. */
export interface Repository {
  /** A file's text by its path from the repository root; undefined when there is no such file. */
  read(file: string): string | undefined;
}

export type RemoteTable = Readonly<Record<string, RemoteDefinition>>;

const OVERLAYS = 'deploy/kubernetes/overlays';

type Data = Record<string, unknown>;

const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};

function json(repo: Repository, file: string): Data | undefined {
  const text = repo.read(file);
  return text === undefined ? undefined : record(JSON.parse(text));
}

/** The remote's own folder: the workspace (named as its folder), its type-check and its build. */
function appFolder(folder: string, repo: Repository): string[] {
  const manifest = json(repo, `${folder}/package.json`);
  if (!manifest) {
    return [`${folder}/package.json is missing (copy an existing remote's folder to ${folder}/)`];
  }
  const problems: string[] = [];
  if (manifest.name !== folder) {
    problems.push(
      `${folder}/package.json names the workspace '${String(manifest.name)}', not '${folder}'`,
    );
  }
  if (repo.read(`${folder}/tsconfig.json`) === undefined) {
    problems.push(`${folder}/tsconfig.json is missing`);
  }
  // Its name, title and dev server come from the table, by its folder (createAppConfig.ts).
  if (repo.read(`${folder}/webpack.config.mts`) === undefined) {
    problems.push(`${folder}/webpack.config.mts is missing`);
  }
  return problems;
}

/** The lock file, which `npm install` writes: the workspaces, TypeScript, jest, ESLint and the
 * image builds take every mfe-* folder or read the table, so none of them lists the remote. */
function lockFile(folder: string, repo: Repository): string[] {
  return folder in record(json(repo, 'package-lock.json')?.packages)
    ? []
    : [`package-lock.json has no workspace '${folder}' (run npm install)`];
}

/** The example production overlay: which image, from which registry, each workload runs. */
function productionImage(name: string, repo: Repository): string[] {
  const file = `${OVERLAYS}/production/kustomization.yaml`;
  const images: unknown = record(parse(repo.read(file) ?? '')).images;
  return Array.isArray(images) && images.some((image) => record(image).name === `site/${name}`)
    ? []
    : [`${file} has no image site/${name} in images (its registry and release)`];
}

/** What each remote of the table still lacks, one line per missing place, naming it. */
export function missingWiring(table: RemoteTable, repo: Repository): string[] {
  return Object.entries(table).flatMap(([name, { folder }]) =>
    [...appFolder(folder, repo), ...lockFile(folder, repo), ...productionImage(name, repo)].map(
      (problem) => `remote '${name}': ${problem}`,
    ),
  );
}

/** The repository at `root`, as it is on disk. */
export function repositoryAt(root: string): Repository {
  const at = (file: string) => path.join(root, file);
  return {
    read: (file) => (existsSync(at(file)) ? readFileSync(at(file), 'utf8') : undefined),
  };
}
