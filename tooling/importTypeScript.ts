// @ts-nocheck -- not yet typed (TypeScript migration)
// Lets the tooling (.mjs: webpack configurations, scripts, nginx helpers) read the few TypeScript
// modules that are the single definition of a fact: the federation contract and the runtime
// variables. jiti transpiles them on import, so no copy of either is kept in JavaScript.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { moduleCache: true, fsCache: false });

/** Imports a TypeScript module, resolved relative to this folder's parent (the repository root). */
export function importTypeScript(pathFromRoot) {
  return jiti.import(new URL(`../${pathFromRoot}`, import.meta.url).href);
}
