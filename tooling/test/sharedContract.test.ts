// The shared contract's derivation (tooling/federation/sharedContract.ts) on a real Module
// Federation build: a tiny remote with two shared entry points, built with the installed webpack
// and @module-federation/enhanced. What it derives is checked first, so the failures below are
// failures of a derivation that works; then each private field it reads is renamed on the real
// objects, as an upgrade could, and the derivation must stop the build naming what it could not
// read, where it would otherwise write an empty contract that lets every check pass.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Compilation, type Module } from 'webpack';
import { SharedContractError, sharedContractOf } from '../federation/sharedContract';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRIES: ReadonlySet<string> = new Set(['fixture-shared/ui', 'fixture-shared/text']);

const FILES: Record<string, string> = {
  'node_modules/fixture-shared/package.json': JSON.stringify({
    name: 'fixture-shared',
    version: '1.0.0',
    type: 'module',
    exports: { './ui': './ui.js', './text': './text.js' },
  }),
  'node_modules/fixture-shared/ui.js':
    "export const Spinner = 1;\nexport const Breadcrumb = 2;\nexport * from './more.js';\n",
  'node_modules/fixture-shared/more.js': 'export const frame = 3;\n',
  'node_modules/fixture-shared/text.js': 'export const t = 4;\nexport const format = 5;\n',
  // The exposed module: one name of ui, the whole namespace of text.
  'src/Page.js':
    "import { Spinner } from 'fixture-shared/ui';\nimport * as text from 'fixture-shared/text';\nexport default () => [Spinner, text];\n",
  // The standalone page: what it uses is not what the remote needs of a shell.
  'src/standalone.js':
    "import { Breadcrumb } from 'fixture-shared/ui';\nconsole.log(Breadcrumb);\n",
};

type Outcome = { contract: ReturnType<typeof sharedContractOf> } | { error: unknown };

/** A change made to the real compilation's objects for one derivation, and its undoing. */
type Rename = (compilation: Compilation) => () => void;

/** Moves `from` to `to` on `target`, as a renamed field. */
function move(target: object, from: string, to: string): void {
  Reflect.set(target, to, Reflect.get(target, from));
  Reflect.deleteProperty(target, from);
}

/** Renames a field on every module `select` picks, as an upgrade would. */
function renameField(select: (module: Module) => boolean, from: string, to: string): Rename {
  return (compilation) => {
    const changed = [...compilation.modules].filter(select);
    changed.forEach((module) => move(module, from, to));
    return () => changed.forEach((module) => move(module, to, from));
  };
}

const renameType =
  (from: string, to: string): Rename =>
  (compilation) => {
    const changed = [...compilation.modules].filter((module) => module.type === from);
    for (const module of changed) Object.assign(module, { type: to });
    return () => changed.forEach((module) => Object.assign(module, { type: from }));
  };

const renameShareKey: Rename = (compilation) => {
  const options = [...compilation.modules]
    .filter((module) => module.type === 'consume-shared-module')
    .map((module) => (module as unknown as { options: object }).options);
  options.forEach((option) => move(option, 'shareKey', 'shareName'));
  return () => options.forEach((option) => move(option, 'shareName', 'shareKey'));
};

/** The same compilation, but its module graph answers `overrides` in place of its own methods. */
function withGraph(compilation: Compilation, overrides: Record<string, unknown>): Compilation {
  const graph: unknown = Object.create(
    compilation.moduleGraph,
    Object.fromEntries(Object.entries(overrides).map(([key, value]) => [key, { value }])),
  );
  return Object.create(compilation, { moduleGraph: { value: graph } }) as Compilation;
}

/** Each derivation made on the built compilation: the renames applied around it. */
const RENAMES: Record<string, Rename | undefined> = {
  'as built': undefined,
  'provide-module _name renamed': renameField(
    (module) => module.type === 'provide-module',
    '_name',
    '_shareName',
  ),
  'consume-shared-module options.shareKey renamed': renameShareKey,
  'container entry _exposes renamed': renameField(
    (module) => '_exposes' in module,
    '_exposes',
    '_exposed',
  ),
  'provide-module type renamed': renameType('provide-module', 'provide-shared'),
  'consume-shared-module type renamed': renameType('consume-shared-module', 'consume-shared'),
};

/** Derivations on the same compilation with module graph methods that answer otherwise. */
const GRAPH_CHANGES: Record<string, Record<string, unknown>> = {
  // webpack knows the entry points but not their exports.
  'no export names': { getExportsInfo: () => ({ getProvidedExports: () => [] }) },
  // The walk from the exposed modules sees no import at all.
  'no connections': { getOutgoingConnections: () => [] },
};

const outcomes = new Map<string, Outcome>();
let workDir = '';

function record(name: string, derive: () => ReturnType<typeof sharedContractOf>): void {
  try {
    outcomes.set(name, { contract: derive() });
  } catch (error) {
    outcomes.set(name, { error });
  }
}

/** Every derivation, run where the manifest plugin runs it. */
function deriveAll(compilation: Compilation): void {
  for (const [name, rename] of Object.entries(RENAMES)) {
    const undo = rename?.(compilation);
    try {
      record(name, () => sharedContractOf(compilation, ENTRIES));
    } finally {
      undo?.();
    }
  }
  for (const [name, overrides] of Object.entries(GRAPH_CHANGES)) {
    record(name, () => sharedContractOf(withGraph(compilation, overrides), ENTRIES));
  }
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'shared-contract-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(workDir, file)), { recursive: true });
    writeFileSync(path.join(workDir, file), text);
  }
  const compiler = webpack({
    mode: 'production',
    context: workDir,
    entry: { main: './src/standalone.js' },
    output: { path: path.join(workDir, 'dist'), publicPath: 'auto', uniqueName: 'fixture' },
    optimization: { minimize: false },
    // The fixture's package from its folder; webpack and the federation runtime from the repository.
    resolve: {
      modules: [path.join(workDir, 'node_modules'), path.join(REPO_ROOT, 'node_modules')],
    },
    infrastructureLogging: { level: 'error' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './Page': './src/Page.js' },
        shared: Object.fromEntries([...ENTRIES].map((entry) => [entry, { singleton: true }])),
        dts: false,
        manifest: false,
      }),
      {
        // When the manifest plugin derives it: the same stage, the same state of the graph.
        apply(compilerInstance: webpack.Compiler) {
          compilerInstance.hooks.thisCompilation.tap('contract-test', (compilation) => {
            compilation.hooks.processAssets.tap(
              {
                name: 'contract-test',
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
              },
              () => deriveAll(compilation),
            );
          });
        },
      },
    ],
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}, 120_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function failure(name: string): string {
  const outcome = outcomes.get(name);
  if (!outcome || !('error' in outcome)) {
    throw new Error(`${name}: derived ${JSON.stringify(outcome)} instead of failing`);
  }
  expect(outcome.error).toBeInstanceOf(SharedContractError);
  return (outcome.error as Error).message;
}

it('derives what the build provides and what its exposed modules need, not its standalone page', () => {
  const outcome = outcomes.get('as built');
  expect(outcome).toEqual({
    contract: {
      version: expect.stringMatching(/^[0-9a-f]{12}$/),
      provides: {
        'fixture-shared/text': ['format', 't'],
        'fixture-shared/ui': ['Breadcrumb', 'Spinner', 'frame'],
      },
      // A namespace import needs every name; Breadcrumb is the standalone page's alone.
      needs: { 'fixture-shared/text': ['format', 't'], 'fixture-shared/ui': ['Spinner'] },
    },
  });
});

it("stops the build, naming the field, when a provide-module's `_name` is renamed", () => {
  expect(failure('provide-module _name renamed')).toMatch(
    /sharedContract\.ts cannot derive this build's shared contract: its 2 'provide-module' modules have no string `_name`/,
  );
});

it("stops the build, naming the field, when a consume-shared-module's `options.shareKey` is renamed", () => {
  expect(failure('consume-shared-module options.shareKey renamed')).toMatch(
    /its 2 'consume-shared-module' modules have no string `options\.shareKey`/,
  );
});

it("stops the build when the container entry's `_exposes` is renamed", () => {
  expect(failure('container entry _exposes renamed')).toMatch(
    /it has a 'container entry' entry, but none of its modules has `_exposes`/,
  );
});

it('stops the build when the module types it looks for are renamed', () => {
  expect(failure('provide-module type renamed')).toMatch(/is of type 'provide-module'/);
  expect(failure('consume-shared-module type renamed')).toMatch(
    /none of its modules is of type 'consume-shared-module'/,
  );
});

it('stops the build when webpack gives no export names, or the walk sees no import', () => {
  expect(failure('no export names')).toMatch(
    /webpack gives no export names for any of @site\/shared's entry points it provides \(fixture-shared\/text, fixture-shared\/ui\)/,
  );
  expect(failure('no connections')).toMatch(
    /its code takes no name from @site\/shared's entry points/,
  );
});
