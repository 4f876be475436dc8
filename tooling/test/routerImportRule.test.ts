// The lint rule that keeps one router on the page: React Router is reached through
// @site/shared/router everywhere but the shared folders that must meet the package itself.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function routerImportErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const importing = (name: string) => `import { Link } from '${name}';\nexport const used = Link;\n`;

jest.setTimeout(60_000);

describe('importing React Router', () => {
  it.each([
    ['mfe-company/src/features/Example.tsx', 'react-router-dom'],
    ['shell/src/Example.test.tsx', 'react-router-dom'],
    ['mfe-content/src/server/example.ts', 'react-router'],
    ['shared/src/head/example.ts', 'react-router-dom'],
  ])('is refused in %s (%s), pointing at @site/shared/router', async (file, name) => {
    const errors = await routerImportErrors(file, importing(name));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('@site/shared/router');
  });

  it.each([
    'shared/src/router/example.ts',
    'platform/src/server/example.ts',
    'shared/src/testing/example.ts',
  ])('is allowed in %s', async (file) => {
    expect(await routerImportErrors(file, importing('react-router-dom'))).toEqual([]);
  });

  it('through @site/shared/router is allowed everywhere', async () => {
    const source = importing('@site/shared/router');
    expect(await routerImportErrors('mfe-company/src/features/Example.tsx', source)).toEqual([]);
  });

  it('still refuses reaching into another shared folder by a relative path', async () => {
    const errors = await routerImportErrors(
      'shared/src/testing/example.ts',
      "import { useTexts } from '../i18n/useTexts';\nexport const used = useTexts;\n",
    );
    expect(errors).toEqual([expect.stringContaining('@site/shared entry point')]);
  });
});
