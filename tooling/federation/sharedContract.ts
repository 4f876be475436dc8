// Each build's shared contract (shared/src/federation/sharedContract.ts), read off webpack's own
// module graph once the build is done, so nobody writes it by hand and it cannot drift:
// - provides: the names each `@site/shared` entry point exports in this build (webpack resolves
//   `export *` chains the same way it does for the bundle);
// - needs: the names the code a consumer runs (a remote's exposed modules and what they import)
//   takes from each entry point it consumes as a shared singleton. Imports made by shared code
//   itself are left out: at run time the singleton's own copy of that code runs, with its own.
import { createHash } from 'node:crypto';
import type { Compilation, Dependency, Module } from 'webpack';
import type { SharedContract, SharedSurface } from '../../shared/src/federation/sharedContract.ts';

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

function shareKeyOf(module: Module): string | undefined {
  if (module.type !== CONSUME_SHARED || !('options' in module)) return undefined;
  const { options } = module as { options: unknown };
  const key = (options as { shareKey?: unknown } | null)?.shareKey;
  return typeof key === 'string' ? key : undefined;
}

/** The share key a provide-module offers (`@site/shared/ui`). */
function providedEntryOf(module: Module): string | undefined {
  if (module.type !== PROVIDE_SHARED) return undefined;
  const name = (module as { _name?: unknown })._name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The names the module behind a provide-module exports. By the time the manifest is written the
 * module may have been concatenated with its imports; the concatenation exports what its root did.
 */
function providedNames(provider: Module, entry: string, compilation: Compilation): string[] {
  const { moduleGraph } = compilation;
  for (const block of provider.blocks) {
    for (const dependency of block.dependencies) {
      const target = moduleGraph.getModule(dependency);
      if (!target) continue;
      const exported = moduleGraph.getExportsInfo(target).getProvidedExports();
      if (Array.isArray(exported)) return sorted(exported);
      throw new Error(`${entry}: webpack cannot tell its exports (a CommonJS module?)`);
    }
  }
  throw new Error(`${entry}: the shared module has no source in this build`);
}

/** The first name of each export a dependency references; '*' for the whole namespace. */
function referencedNames(dependency: Dependency, compilation: Compilation): string[] {
  const referenced = dependency.getReferencedExports(compilation.moduleGraph, undefined);
  return referenced.flatMap((reference) => {
    const name = Array.isArray(reference) ? reference : reference.name;
    return name.length === 0 ? ['*'] : [name[0] as string];
  });
}

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort();

/**
 * Where the code a consumer runs starts: a remote's exposed modules (its container entry), never
 * its standalone page, whose own entry brings what it needs; every module of a build that exposes
 * nothing (the shell).
 */
function roots(compilation: Compilation): Module[] {
  const containers = [...compilation.modules].filter((module) => '_exposes' in module);
  return containers.length > 0 ? containers : [...compilation.modules];
}

/** Walks the code reachable from the roots and notes what it imports from each shared entry. */
function collectNeeds(
  compilation: Compilation,
  entries: ReadonlySet<string>,
  needs: Map<string, Set<string>>,
): void {
  const { moduleGraph } = compilation;
  const seen = new Set<Module>();
  const queue = roots(compilation);
  for (let module = queue.pop(); module; module = queue.pop()) {
    if (seen.has(module)) continue;
    seen.add(module);
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module;
      if (!target || !connection.dependency) continue;
      const shareKey = shareKeyOf(target);
      // A shared module is given at run time: what it imports is the giver's affair.
      if (shareKey || target.type === PROVIDE_SHARED) {
        if (!shareKey || !entries.has(shareKey)) continue;
        const names = needs.get(shareKey) ?? new Set<string>();
        referencedNames(connection.dependency, compilation).forEach((name) => names.add(name));
        needs.set(shareKey, names);
      } else if (!seen.has(target)) {
        queue.push(target);
      }
    }
  }
}

/**
 * The contract of the build `compilation` made, over the shared entry points `entries` (their
 * share keys).
 */
export function sharedContractOf(
  compilation: Compilation,
  entries: ReadonlySet<string>,
): SharedContract {
  const provides: Record<string, string[]> = {};
  const needs = new Map<string, Set<string>>();

  for (const module of compilation.modules) {
    const provided = providedEntryOf(module);
    if (provided && entries.has(provided)) {
      provides[provided] = providedNames(module, provided, compilation);
    }
  }
  collectNeeds(compilation, entries, needs);

  const needed: Record<string, string[]> = {};
  for (const [entry, names] of [...needs].sort(([a], [b]) => a.localeCompare(b))) {
    // A namespace import needs every name this build's copy has.
    const all = names.has('*') ? (provides[entry] ?? []) : [];
    const list = sorted([...names, ...all].filter((name) => name !== '*'));
    if (list.length > 0) needed[entry] = list;
  }
  const surface: SharedSurface = Object.fromEntries(
    Object.entries(provides).sort(([a], [b]) => a.localeCompare(b)),
  );
  const version = createHash('sha256').update(JSON.stringify(surface)).digest('hex').slice(0, 12);
  return { version, provides: surface, needs: needed };
}
