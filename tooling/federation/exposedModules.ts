// Each remote's `exposedModules.generated.ts`: the module that imports every file the federation
// table says the remote exposes. The remote's server renders its pages from it, and `tsc` checks
// it: a file that is missing, renamed, or whose default export is not the prop-less component the
// shell's loader accepts fails the type-check. The files are committed, so a fresh clone
// type-checks; a tooling test fails when one is out of date.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { REMOTES, type RemoteDefinition } from '../../shared/src/federation/remotes';

type RemoteName = keyof typeof REMOTES;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const table: Readonly<Record<RemoteName, RemoteDefinition>> = REMOTES;
const remoteNames = Object.keys(REMOTES) as RemoteName[];

export const GENERATE_COMMAND = 'npm run generate';

/** The generated file of a remote, relative to the repository root. */
export function exposedModulesFile(remote: RemoteName): string {
  return `${table[remote].folder}/src/exposedModules.generated.ts`;
}

function importPath(source: string): string {
  const relative = path.posix.relative('src', path.posix.normalize(source).replace(/\.tsx?$/, ''));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The text the remote's generated file must have, formatted as the repository formats code. */
export async function exposedModulesSource(remote: RemoteName): Promise<string> {
  const { modules } = table[remote];
  const names = Object.keys(modules);
  const code = [
    '// Generated from the federation table (shared/src/federation/remotes.ts) by',
    `// \`${GENERATE_COMMAND}\`: do not edit. What this remote exposes, by module name, from the files`,
    '// its build exposes: type-checked against what the shell loads, and what its server renders.',
    "import type { ExposedComponents } from '@site/shared/federation';",
    ...names.map((name) => `import ${name} from '${importPath(modules[name]?.source ?? '')}';`),
    '',
    `export const EXPOSED_MODULES = { ${names.join(', ')} } satisfies ExposedComponents<'${remote}'>;`,
    '',
  ].join('\n');
  const file = path.join(repoRoot, exposedModulesFile(remote));
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(code, { ...options, filepath: file });
}

/** The generated file that names a remote, relative to the repository root. */
export function remoteNameFile(remote: RemoteName): string {
  return `${table[remote].folder}/src/remoteName.generated.ts`;
}

/**
 * The remote's name, for its standalone page, its server environment and its prerendering: so
 * nothing in its folder is written with it, and a folder copied to make a new remote needs no
 * renaming inside. Import-free, because the server environment is read before any other module.
 */
export async function remoteNameSource(remote: RemoteName): Promise<string> {
  const code = [
    '// Generated from the federation table (shared/src/federation/remotes.ts) by',
    `// \`${GENERATE_COMMAND}\`: do not edit. This remote's name there, found by its folder.`,
    `export const REMOTE_NAME = '${remote}';`,
    '',
  ].join('\n');
  const file = path.join(repoRoot, remoteNameFile(remote));
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(code, { ...options, filepath: file });
}

/** Each remote's generated files, with the text the table gives them. */
async function generatedFiles(): Promise<[file: string, text: string][]> {
  const files: [string, string][] = [];
  for (const remote of remoteNames) {
    files.push([exposedModulesFile(remote), await exposedModulesSource(remote)]);
    files.push([remoteNameFile(remote), await remoteNameSource(remote)]);
  }
  return files;
}

/** The generated files whose text differs from what the table gives. */
export async function staleExposedModules(): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, text] of await generatedFiles()) {
    const current = await readFile(path.join(repoRoot, file), 'utf8').catch(() => null);
    if (current !== text) stale.push(file);
  }
  return stale;
}

export async function writeExposedModules(): Promise<void> {
  for (const [file, text] of await generatedFiles()) {
    await writeFile(path.join(repoRoot, file), text);
    console.log(`wrote ${file}`);
  }
}
