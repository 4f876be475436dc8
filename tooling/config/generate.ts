// `npm run generate`: writes every file made from the schema of the runtime variables
// (runtimeConfigFiles.ts says which). With --check it writes nothing and fails, naming each
// file, when one differs from what the schema makes: a hand edit or a forgotten regeneration.
// --root=<folder> works on a copy of those files elsewhere (the test of the check itself).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as RuntimeVariables from '../../platform/src/config/runtimeVariables.ts';
import { importTypeScript } from '../importTypeScript.ts';
import { COMMAND, runtimeConfigFiles, SCHEMA_FILE } from './runtimeConfigFiles.ts';

const rootOption = process.argv.find((argument) => argument.startsWith('--root='));
const root = rootOption
  ? path.resolve(rootOption.slice('--root='.length))
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');

const schema = await importTypeScript<typeof RuntimeVariables>(SCHEMA_FILE);
const files = await runtimeConfigFiles(schema, root);
const stale: string[] = [];
for (const [file, text] of Object.entries(files)) {
  const absolute = path.join(root, file);
  if (readFileSync(absolute, 'utf8') === text) continue;
  stale.push(file);
  if (!check) writeFileSync(absolute, text);
}
if (check && stale.length > 0) {
  console.error(
    `Not what ${SCHEMA_FILE} makes: ${stale.join(', ')}. Run \`${COMMAND}\` (and change the schema, not these files).`,
  );
  process.exitCode = 1;
} else if (!check) {
  console.log(
    stale.length > 0
      ? `generate: wrote ${stale.join(', ')}`
      : 'generate: every runtime-variable file is current',
  );
}
