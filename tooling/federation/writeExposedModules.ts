// Part of `npm run generate`: rewrites each remote's exposedModules.generated.ts from the federation
// table, after a module was added, renamed or moved there.
import { importTypeScript } from '../importTypeScript.ts';
import type * as ExposedModules from './exposedModules.ts';

const { writeExposedModules } = await importTypeScript<typeof ExposedModules>(
  'tooling/federation/exposedModules.ts',
);
await writeExposedModules();
