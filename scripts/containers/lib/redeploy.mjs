// A new version of one remote, as its team would ship it: the company remote's About page gets
// a new text. The exposed module './About' is wrapped (in the test's snapshot only) by a page
// that adds the text, so the change does not depend on wording others are editing right now.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function changeCompanyText(contextDir, text) {
  const appDir = path.join(contextDir, 'mfe-company');
  const configFile = path.join(appDir, 'webpack.config.mjs');
  const config = readFileSync(configFile, 'utf8');
  const expose = /(['"]\.\/About['"]\s*:\s*['"])([^'"]+)(['"])/;
  const match = expose.exec(config);
  if (!match) throw new Error(`mfe-company/webpack.config.mjs exposes no './About' to change`);

  const wrapperDir = path.join(appDir, 'src/containers-test');
  mkdirSync(wrapperDir, { recursive: true });
  const original = path
    .relative(wrapperDir, path.join(appDir, match[2]))
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
  writeFileSync(
    configFile,
    config.replace(expose, `$1./src/containers-test/AboutRedeployed.tsx$3`),
  );
}
