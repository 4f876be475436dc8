// Part of `npm run generate`: writes the compose and Kubernetes files as far as they name a remote
// (deployFiles.ts says which), from the federation table. With --check it writes nothing and fails,
// naming each file, when one differs from what the table makes. --root=<folder> works on a copy.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Remotes from '../../shared/src/federation/remotes.ts';
import { importTypeScript } from '../importTypeScript.ts';
import type * as DeployFiles from './deployFiles.ts';

const rootOption = process.argv.find((argument) => argument.startsWith('--root='));
const root = rootOption
  ? path.resolve(rootOption.slice('--root='.length))
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');

const { REMOTES } = await importTypeScript<typeof Remotes>('shared/src/federation/remotes.ts');
const { deployFiles, TABLE_FILE } = await importTypeScript<typeof DeployFiles>(
  'tooling/deploy/deployFiles.ts',
);
const { files, obsolete } = await deployFiles(REMOTES, root);
const stale: string[] = [...obsolete];
for (const [file, text] of Object.entries(files)) {
  const absolute = path.join(root, file);
  if (existsSync(absolute) && readFileSync(absolute, 'utf8') === text) continue;
  stale.push(file);
  if (check) continue;
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
}
if (!check) for (const file of obsolete) rmSync(path.join(root, file));
if (check && stale.length > 0) {
  console.error(
    `Not what ${TABLE_FILE} makes: ${stale.join(', ')}. Run \`npm run generate\` (and change the table, not these files).`,
  );
  process.exitCode = 1;
} else if (!check) {
  console.log(
    stale.length > 0
      ? `generate: wrote ${stale.join(', ')}`
      : 'generate: every compose and Kubernetes file is current',
  );
}
