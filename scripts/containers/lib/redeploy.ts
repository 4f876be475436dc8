// A new version of one remote, as its team would ship it: the company remote's About page gets
// a new text. The exposed module About is wrapped (in the test's snapshot only, by pointing the
// federation table at a page that adds the text), so the change does not depend on wording
// others are editing right now.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function changeCompanyText(contextDir: string, text: string): void {
  const appDir = path.join(contextDir, 'mfe-company');
  const tableFile = path.join(contextDir, 'shared/src/federation/remotes.ts');
  const table = readFileSync(tableFile, 'utf8');
  const expose = /(\bAbout:\s*\{\s*source:\s*['"])([^'"]+)(['"])/;
  const source = expose.exec(table)?.[2];
  if (source === undefined)
    throw new Error('shared/src/federation/remotes.ts gives no About module to change');

  const wrapperDir = path.join(appDir, 'src/containers-test');
  mkdirSync(wrapperDir, { recursive: true });
  const original = path
    .relative(wrapperDir, path.join(appDir, source))
    .replace(/\.(tsx?|jsx?)$/, '')
    .split(path.sep)
    .join('/');
  writeFileSync(
    path.join(wrapperDir, 'AboutRedeployed.tsx'),
    [
      `import About from '${original.startsWith('.') ? original : `./${original}`}';`,
      '',
      'export default function AboutRedeployed() {',
      '  return (',
      '    <>',
      '      <About />',
      `      <p>${text}</p>`,
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(tableFile, table.replace(expose, `$1./src/containers-test/AboutRedeployed.tsx$3`));
  // The remote's server renders what its generated module imports: changed as `npm run generate`
  // would from the changed table, so the container's prerendered /about shows the text too (the
  // page is hydrated only when the visitor uses it, so the server's markup is what they read).
  const generatedFile = path.join(appDir, 'src/exposedModules.generated.ts');
  const generated = readFileSync(generatedFile, 'utf8');
  const aboutImport = /^import About from '[^']+';$/m;
  if (!aboutImport.test(generated)) {
    throw new Error(`${generatedFile} imports no About module to change`);
  }
  writeFileSync(
    generatedFile,
    generated.replace(aboutImport, "import About from './containers-test/AboutRedeployed';"),
  );
}
