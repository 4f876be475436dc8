// The lint rules that keep the two packages apart (docs/architecture.md#repository-layout): browser
// code never imports @site/platform (Node only), and neither package reaches outside its folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function importErrors(file: string, name: string): Promise<string[]> {
  const source = `import * as imported from '${name}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId?.startsWith('import-x/') || message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

jest.setTimeout(60_000);

describe('importing @site/platform', () => {
  it.each([
    'shell/src/features/header/Example.tsx',
    'mfe-content/src/features/blog/Example.ts',
    'mfe-contact/src/Example.test.tsx',
    'shared/src/head/Example.ts',
    'shared/src/config/Example.ts',
  ])('is refused in browser code: %s', async (file) => {
    const errors = await importErrors(file, '@site/platform/server');
    expect(errors).toEqual([expect.stringContaining('@site/platform runs in Node only')]);
  });

  it.each(['shell/src/server/Example.tsx', 'mfe-content/src/server/Example.ts'])(
    'is allowed in an app’s server entry: %s',
    async (file) => {
      expect(await importErrors(file, '@site/platform/server')).toEqual([]);
    },
  );
});

describe('leaving a package by a relative path', () => {
  it.each([
    ['platform/src/composition/Example.ts', '../../../tooling/devPorts.ts'],
    ['platform/src/server/Example.ts', '../../../shared/src/federation/remotes.ts'],
    ['shared/src/federation/Example.ts', '../../../platform/src/composition/siteEnv.ts'],
  ])('is refused: %s imports %s', async (file, name) => {
    const errors = await importErrors(file, name);
    expect(errors).toContainEqual(expect.stringContaining('Relative import from another package'));
  });

  it('by package name is allowed: platform reads shared’s definitions', async () => {
    expect(
      await importErrors('platform/src/composition/Example.ts', '@site/shared/definitions'),
    ).toEqual([]);
  });
});
