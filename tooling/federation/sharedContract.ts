// Each build's shared contract (shared/src/federation/sharedContract.ts), read off webpack's own
// module graph once the build is done, so nobody writes it by hand and it cannot drift:
// - provides: the names each `@site/shared` entry point exports in this build (webpack resolves
//   `export *` chains the same way it does for the bundle);
// - needs: the names the code a consumer runs (a remote's exposed modules and what they import)
//   takes from each entry point it consumes as a shared singleton. Imports made by shared code
//   itself are left out: at run time the singleton's own copy of that code runs, with its own.
//
// It relies on what Module Federation keeps in fields of its own modules: a provide-module's
// `_name` (the share key it provides), a consume-shared-module's `options.shareKey`, a container
// entry's `_exposes`, and the module type names. An upgrade that renamed one would not break the
// build: the contract would come out empty, and every check against an empty contract passes
// (nothing needed, nothing missing). So the derivation fails the build instead, with a sentence
// naming what it could not read, whenever it finds no shared entry point, no names, no share key,
// or a container it cannot see into.
import { createHash } from 'node:crypto';
import type { Compilation, Dependency, Module } from 'webpack';
import type { SharedContract, SharedSurface } from '../../shared/src/federation/sharedContract.ts';

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
/** The type (public: `Dependency#type`) of the entry dependency of a federation container. */
const CONTAINER_ENTRY = 'container entry';
const THIS_FILE = 'tooling/federation/sharedContract.ts';

/** The build's contract cannot be read off its module graph: the build must stop. */
export class SharedContractError extends Error {
  constructor(what: string) {
    super(
      `${THIS_FILE} cannot derive this build's shared contract: ${what}. Module Federation or ` +
        'webpack may have renamed what it reads; a contract derived anyway would be empty and ' +
        'let every check pass, so the build stops here.',
    );
    this.name = 'SharedContractError';
  }
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const haveOrHas = (n: number) => (n === 1 ? 'has' : 'have');

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
 * nothing (the shell). Two signs say a build is a container: an entry whose dependency is a
 * container entry (webpack's public `Dependency#type`) and a module with `_exposes`. A container
 * entry without `_exposes` stops the build: read as a shell, the remote's walk would start from
 * every module, its standalone page's imports included. (Both renamed at once still read it as a
 * shell: it would then need more than it uses, which refuses pairings, never passes one.)
 */
function roots(compilation: Compilation): Module[] {
  const exposing = [...compilation.modules].filter((module) => '_exposes' in module);
  const containerEntries = [...compilation.entries.values()]
    .flatMap(({ dependencies }) => dependencies)
    .filter((dependency) => dependency.type === CONTAINER_ENTRY);
  if (containerEntries.length > 0 && exposing.length === 0) {
    throw new SharedContractError(
      `it has a '${CONTAINER_ENTRY}' entry, but none of its modules has \`_exposes\` (the modules a remote exposes)`,
    );
  }
  return exposing.length > 0 ? exposing : [...compilation.modules];
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
      if (target.type === CONSUME_SHARED || target.type === PROVIDE_SHARED) {
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
 * What the build provides of the shared entry points: each one's export names. Fails when it finds
 * none, naming why (no provide-module at all, none with a readable `_name`, none of ours, or no
 * export names).
 */
function providedSurface(
  compilation: Compilation,
  entries: ReadonlySet<string>,
): Record<string, string[]> {
  const modules = [...compilation.modules];
  const providers = modules.filter((module) => module.type === PROVIDE_SHARED);
  if (providers.length === 0) {
    throw new SharedContractError(
      `none of its ${count(modules.length, 'module')} is of type '${PROVIDE_SHARED}' (a shared module it provides)`,
    );
  }
  const named = providers.flatMap((module) => providedEntryOf(module) ?? []);
  if (named.length === 0) {
    throw new SharedContractError(
      `its ${count(providers.length, `'${PROVIDE_SHARED}' module`)} ${haveOrHas(providers.length)} no string \`_name\` (the share key each provides)`,
    );
  }
  const provides: Record<string, string[]> = {};
  for (const module of providers) {
    const provided = providedEntryOf(module);
    if (provided && entries.has(provided)) {
      provides[provided] = providedNames(module, provided, compilation);
    }
  }
  if (Object.keys(provides).length === 0) {
    throw new SharedContractError(
      `of the shared modules it provides (${sorted(named).join(', ')}), none is an entry point of @site/shared (${sorted(entries).join(', ')})`,
    );
  }
  if (Object.values(provides).every((names) => names.length === 0)) {
    throw new SharedContractError(
      `webpack gives no export names for any of @site/shared's entry points it provides (${Object.keys(provides).sort().join(', ')})`,
    );
  }
  return provides;
}

/** Fails when the build consumes shared modules whose share keys cannot be read. */
function checkShareKeys(compilation: Compilation): void {
  const consumers = [...compilation.modules].filter((module) => module.type === CONSUME_SHARED);
  if (consumers.length === 0) {
    throw new SharedContractError(
      `none of its modules is of type '${CONSUME_SHARED}' (a shared module its code takes at run time)`,
    );
  }
  if (consumers.every((module) => shareKeyOf(module) === undefined)) {
    throw new SharedContractError(
      `its ${count(consumers.length, `'${CONSUME_SHARED}' module`)} ${haveOrHas(consumers.length)} no string \`options.shareKey\` (the share key each takes)`,
    );
  }
}

/**
 * The contract of the build `compilation` made, over the shared entry points `entries` (their
 * share keys). Throws SharedContractError when the module graph does not show what it relies on.
 */
export function sharedContractOf(
  compilation: Compilation,
  entries: ReadonlySet<string>,
): SharedContract {
  const provides = providedSurface(compilation, entries);
  checkShareKeys(compilation);
  const needs = new Map<string, Set<string>>();
  collectNeeds(compilation, entries, needs);

  const needed: Record<string, string[]> = {};
  for (const [entry, names] of [...needs].sort(([a], [b]) => a.localeCompare(b))) {
    // A namespace import needs every name this build's copy has.
    const all = names.has('*') ? (provides[entry] ?? []) : [];
    const list = sorted([...names, ...all].filter((name) => name !== '*'));
    if (list.length > 0) needed[entry] = list;
  }
  // Every app's code takes something of @site/shared (its texts, its head, its links): a build
  // that needs nothing has a walk that saw nothing.
  if (Object.keys(needed).length === 0) {
    throw new SharedContractError(
      `its code takes no name from @site/shared's entry points (${sorted(entries).join(', ')}), as far as the walk from its ${count(roots(compilation).length, 'root module')} through webpack's module graph sees`,
    );
  }
  const surface: SharedSurface = Object.fromEntries(
    Object.entries(provides).sort(([a], [b]) => a.localeCompare(b)),
  );
  const version = createHash('sha256').update(JSON.stringify(surface)).digest('hex').slice(0, 12);
  return { version, provides: surface, needs: needed };
}
