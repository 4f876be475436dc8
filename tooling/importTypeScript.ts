// Lets the tooling (run by Node itself: webpack configurations, scripts, nginx helpers) read the
// few TypeScript modules that are the single definition of a fact: the federation contract and
// the runtime variables. They are written for the bundler (extensionless imports), which Node
// cannot resolve: jiti transpiles them on import, so no copy of either is kept for Node.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

// Its transpiled files are kept, each checked against a hash of its source before use: every
// webpack build, `npm run preview` and script reads these modules anew, and babel's transform of
// them was most of a process's start (a preview's imports took 1.1 s of CPU instead of 0.45 s, a
// webpack configuration 1.5 s instead of 0.9 s). In the checkout's node_modules, not jiti's
// default of the shared temporary folder, where another user could leave a file to be run. Where
// that folder cannot be written, jiti transpiles in memory as before.
const cached = createJiti(import.meta.url, {
  moduleCache: true,
  fsCache: fileURLToPath(new URL('../node_modules/.cache/jiti', import.meta.url)),
});
let inMemory: ReturnType<typeof createJiti> | undefined;

/** A kept file another user owns (left by a run under sudo, say) cannot be replaced by this one. */
const isUnwritable = (error: unknown) =>
  error instanceof Error &&
  ['EACCES', 'EPERM', 'EROFS'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Imports a TypeScript module, resolved relative to this folder's parent (the repository root).
 * `T` is its type: `import type * as X from '../shared/src/…/x.ts'`, then
 * `importTypeScript<typeof X>('shared/src/…/x.ts')` (lint forbids `typeof import(…)` types).
 */
export async function importTypeScript<T>(pathFromRoot: string): Promise<T> {
  const url = new URL(`../${pathFromRoot}`, import.meta.url).href;
  try {
    return await cached.import<T>(url);
  } catch (error) {
    if (!isUnwritable(error)) throw error;
    inMemory ??= createJiti(import.meta.url, { moduleCache: true, fsCache: false });
    return inMemory.import<T>(url);
  }
}
