// Lets the tooling (run by Node itself: webpack configurations, scripts, nginx helpers) read the
// few TypeScript modules that are the single definition of a fact: the federation contract and
// the runtime variables. They are written for the bundler (extensionless imports), which Node
// cannot resolve: jiti transpiles them on import, so no copy of either is kept for Node.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { moduleCache: true, fsCache: false });

/**
 * Imports a TypeScript module, resolved relative to this folder's parent (the repository root).
 * `T` is its type: `import type * as X from '../shared/src/…/x.ts'`, then
 * `importTypeScript<typeof X>('shared/src/…/x.ts')` (lint forbids `typeof import(…)` types).
 */
export function importTypeScript<T>(pathFromRoot: string): Promise<T> {
  return jiti.import<T>(new URL(`../${pathFromRoot}`, import.meta.url).href);
}
