// @ts-nocheck -- not yet typed (TypeScript migration)
// Part of `npm run generate`: rewrites each remote's exposedModules.generated.ts from the federation
// table, after a module was added, renamed or moved there.
import { importTypeScript } from '../importTypeScript.ts';

const { writeExposedModules } = await importTypeScript('tooling/federation/exposedModules.ts');
await writeExposedModules();
