// Every package a production build loads is one an image installs. The Dockerfile's deps stage
// runs `npm ci --omit=dev`; a webpack plugin, loader or bundled module that is only a development
// dependency builds on every developer's machine and in `npm test`, and fails in the image, where
// `npm run test:containers` builds only one app from source (docs/architecture.md#toolchain).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appBuilds,
  bundledSourceDirs,
  type LockFile,
  missingFromImage,
  packagesReached,
  reachOf,
  type Reached,
  scriptReach,
  sourceFiles,
} from './buildDependencies';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCK = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as LockFile;

/** Everything one app's `npm run build` loads: its configuration, its script, its sources. */
function reachedByBuild(app: ReturnType<typeof appBuilds>[number]) {
  const script = scriptReach(app.script, path.join(ROOT, app.app));
  const reached = packagesReached(ROOT, [app.config, ...script.files]);
  for (const name of script.packages) reached.set(name, `${app.app}/package.json (build)`);
  return reached;
}

/**
 * Nothing `reached` is left out of an image, and the walk reached at least `known`: a walk that
 * reached nothing would pass.
 */
function expectAllInImage(reached: Reached, known: string[]) {
  expect([...reached.keys()]).toEqual(expect.arrayContaining(known));
  expect(missingFromImage(LOCK, reached)).toEqual([]);
}

const builds = appBuilds(ROOT);

describe("each app's production build", () => {
  it('is found: every app with a webpack configuration, and the command that builds it', () => {
    expect(builds.map(({ app }) => app).sort()).toEqual(
      expect.arrayContaining(['mfe-company', 'mfe-contact', 'mfe-content', 'shell']),
    );
    expect(builds.filter(({ script }) => !/\bwebpack\b/.test(script))).toEqual([]);
  });

  it.each(builds.map((build) => [build.app, build] as const))(
    '%s loads only packages an image installs (npm ci --omit=dev)',
    (_app, build) => {
      expectAllInImage(reachedByBuild(build), [
        'webpack',
        'webpack-cli',
        'swc-loader',
        'css-loader',
        'sass-loader',
      ]);
    },
  );

  it("bundles only packages an image installs: the apps', shared's and platform's sources", () => {
    const sources = bundledSourceDirs(ROOT).flatMap(sourceFiles);
    expectAllInImage(packagesReached(ROOT, sources), [
      'react',
      'react-dom',
      'zod',
      '@contentful/live-preview',
      '@fontsource/noto-sans-georgian',
    ]);
  });
});

describe('the check', () => {
  it('reads imports, loaders, resolved files and repository paths, and skips types and built-ins', () => {
    const source = [
      "import path from 'node:path';",
      "import { readFileSync } from 'fs';",
      "import type { Configuration } from 'webpack-dev-server';",
      "import HtmlWebpackPlugin from 'html-webpack-plugin';",
      'import {',
      '  ModuleFederationPlugin,',
      "} from '@module-federation/enhanced/webpack';",
      "import './styles.scss';",
      "export { thing } from './thing.ts';",
      "const hot = require.resolve('webpack/hot/dev-server.js');",
      "const rules = [{ loader: 'sass-loader' }];",
      "const remotes = await importTypeScript<typeof Remotes>('shared/src/federation/remotes.ts');",
      "const entry = path.join(here, '../platform/src/contract/readiness.ts');",
      'const sdk = await import(/* webpackChunkName: "sdk" */ \'@contentful/live-preview\');',
      "  src: url('~@fontsource/noto-sans-georgian/files/a.woff2') format('woff2');",
    ].join('\n');
    expect(reachOf(source)).toEqual({
      packages: [
        'html-webpack-plugin',
        '@module-federation/enhanced',
        'webpack',
        '@contentful/live-preview',
        '@fontsource/noto-sans-georgian',
        'sass-loader',
      ],
      relative: ['./thing.ts', './styles.scss'],
      fromRoot: ['shared/src/federation/remotes.ts', 'platform/src/contract/readiness.ts'],
      sass: [],
    });
  });

  it("reads a rule's use, and Sass's own files, packages and modules", () => {
    const config = [
      "const rules = [{ test: /\\.css$/, use: ['style-loader', { loader: 'css-loader', options: { mode: 'local' } }] },",
      "  { test: /\\.txt$/, use: 'raw-loader' }];",
    ].join('\n');
    expect(reachOf(config).packages).toEqual(['css-loader', 'raw-loader', 'style-loader']);
    const stylesheet = [
      "@use 'sass:math';",
      "@use 'shared/src/styles/tokens' as *;",
      "@import '~bootstrap/scss/grid';",
    ].join('\n');
    expect(reachOf(stylesheet).sass).toEqual(['shared/src/styles/tokens', '~bootstrap/scss/grid']);
  });

  it("follows Sass's names to the file beside, the repository's, else a package", () => {
    const reached = packagesReached(ROOT, [
      path.join(ROOT, 'shared/src/styles/_document.scss'),
      path.join(ROOT, 'shell/src/features/header/Header.module.scss'),
    ]);
    // _document.scss uses 'tokens' and 'custom-properties' beside it, and a font's files.
    expect([...reached.keys()]).toEqual(['@fontsource/noto-sans-georgian']);
  });

  it('names a development dependency a build loads, and a package the lock file lacks', () => {
    const lock: LockFile = {
      packages: {
        'node_modules/webpack': {},
        'node_modules/prettier': { dev: true },
        'node_modules/webpack-dev-server': { devOptional: true },
      },
    };
    const reached = new Map([
      ['webpack', 'shell/webpack.config.mts'],
      ['prettier', 'tooling/createAppConfig.ts'],
      ['left-pad', 'shared/src/pad.ts'],
      ['webpack-dev-server', 'tooling/fastRefresh.ts'],
    ]);
    expect(missingFromImage(lock, reached)).toEqual([
      'left-pad (from shared/src/pad.ts) is not in package-lock.json',
      'prettier (from tooling/createAppConfig.ts) is a development dependency: --omit=dev leaves it out',
    ]);
  });

  it('turns a build script into what it runs', () => {
    expect(
      scriptReach('webpack --mode production && node ../tooling/precompress.ts dist', '/r/shell'),
    ).toEqual({
      packages: ['webpack', 'webpack-cli'],
      files: ['/r/tooling/precompress.ts'],
    });
  });
});
