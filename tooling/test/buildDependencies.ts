// What a production build needs installed, read from the code that makes it: an image installs
// only the packages that are not development dependencies (`npm ci --omit=dev`, the Dockerfile's
// deps stage), so a build-time import of a development dependency works on every machine that
// ran a plain `npm install` and fails only in the image build of the app that has it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** Where one file's code reaches: packages by name, and other files of the repository. */
export interface FileReach {
  packages: string[];
  relative: string[];
  fromRoot: string[];
  /** Sass's names: a file beside this one, else one of the repository, else a package's. */
  sass: string[];
}

/**
 * The packages and files a TypeScript file loads when it runs or is bundled. Type-only imports
 * load nothing; loaders named by string (`loader: 'sass-loader'`) and `require.resolve`d files are
 * loaded by webpack; a string naming a file of the repository (`'shared/src/…/x.ts'`) is an entry
 * or a module handed to a bundler or to jiti (tooling/importTypeScript.ts).
 */
export function reachOf(source: string): FileReach {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    // A dynamic import may carry webpack's comments: import(/* webpackChunkName: "x" */ 'x').
    ...source.matchAll(
      /\b(?:require(?:\.resolve)?|import)\(\s*(?:\/\*[\s\S]*?\*\/\s*)*[`'"]([^`'"$]+)[`'"]/g,
    ),
    // A stylesheet's file from a package: url('~@fontsource/…/x.woff2').
    ...source.matchAll(/\burl\(\s*['"]?~([^'")\s]+)/g),
    ...source.matchAll(/\bloader:\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\buse:\s*['"]([^'"]+)['"]/g),
    // A rule's `use: ['style-loader', { loader: … }]`: the strings that are its elements.
    ...[...source.matchAll(/\buse:\s*\[([^\]]*)\]/g)].flatMap((list) => [
      ...(list[1] ?? '').matchAll(/(?:^|,)\s*['"]([^'"]+)['"]\s*(?=,|$)/g),
    ]),
  ].map((match) => match[1] as string);
  // Sass: `@use 'sass:math'` is Sass's own; any other name is looked up beside the file, then
  // from the repository's root (the sass-loader's load path), then in node_modules (`~pkg/x`).
  const sass = [...source.matchAll(/^\s*@(?:use|forward|import)\s+['"]([^'"]+)['"]/gm)]
    .map((match) => match[1] as string)
    .filter((specifier) => !specifier.startsWith('sass:'));
  const fromRoot = [
    ...source.matchAll(
      /[`'"](?:\.\.\/)*((?:tooling|shared|platform|shell|mfe-[a-z-]+)\/[^`'"\s]+\.(?:[cm]?[jt]sx?|scss))[`'"]/g,
    ),
  ].map((match) => match[1] as string);
  return {
    packages: specifiers
      .filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier))
      .map(packageOf),
    relative: specifiers.filter((specifier) => specifier.startsWith('.')),
    fromRoot,
    sass,
  };
}

/**
 * The file an import names, as the bundler or Node finds it: `./x.js` may be `./x.ts`, a folder
 * its index, a Sass name its `.scss` or its partial (`tokens` → `_tokens.scss`).
 */
function resolveFile(base: string): string | undefined {
  const stem = base.replace(/\.[cm]?js$/, '');
  const partial = path.join(path.dirname(base), `_${path.basename(base)}`);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.cts'].map((extension) => stem + extension),
    ...['.scss', '.css'].flatMap((extension) => [base + extension, partial + extension]),
    ...['index.ts', 'index.tsx', '_index.scss'].map((index) => path.join(base, index)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const CODE = /\.([cm]?[jt]s|[jt]sx|scss)$/;
const TEST_CODE = /\.test\.|(^|\/)(test|testing)\//;

/** Every file under `dir` that is bundled or run, not a test or a test's helper. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => CODE.test(file) && !TEST_CODE.test(path.relative(dir, file)));
}

/** The names webpack-cli finds a configuration by, in an app's folder. */
const CONFIG_NAMES = ['mts', 'ts', 'mjs', 'cjs', 'js'].map(
  (extension) => `webpack.config.${extension}`,
);

/** Each app folder with a webpack configuration, and what its `npm run build` runs. */
export function appBuilds(root: string): { app: string; config: string; script: string }[] {
  return readdirSync(root).flatMap((app) => {
    const config = CONFIG_NAMES.map((name) => path.join(root, app, name)).find((file) =>
      existsSync(file),
    );
    if (!config) return [];
    const manifest = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    const scripts = manifest.scripts ?? {};
    // npm runs `prebuild` and `postbuild` around `build`.
    const script = ['prebuild', 'build', 'postbuild']
      .map((name) => scripts[name])
      .filter(Boolean)
      .join(' && ');
    return [{ app, config, script }];
  });
}

/** The sources bundled into an image: every app's, shared's and platform's. */
export function bundledSourceDirs(root: string): string[] {
  const apps = appBuilds(root).map(({ app }) => app);
  return [...apps, 'shared', 'platform'].map((name) => path.join(root, name, 'src'));
}

/**
 * The commands a build script runs, as packages: `webpack` is webpack's command, which hands its
 * command line to webpack-cli; `node <file>` runs a file of the repository, walked like the rest.
 */
export function scriptReach(
  script: string,
  appDir: string,
): { packages: string[]; files: string[] } {
  const packages: string[] = [];
  const files: string[] = [];
  for (const command of script.split('&&').map((part) => part.trim().split(/\s+/))) {
    const [program, first] = command;
    if (program === 'node' && first) files.push(path.resolve(appDir, first));
    else if (program === 'webpack') packages.push('webpack', 'webpack-cli');
    else if (program) packages.push(program);
  }
  return { packages, files };
}

/** Which file first reached each package: the report names it. */
export type Reached = Map<string, string>;

/** The packages reached from `start` files, following relative imports and repository paths. */
export function packagesReached(root: string, start: string[]): Reached {
  const reached: Reached = new Map();
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const reach = reachOf(readFileSync(file, 'utf8'));
    const where = path.relative(root, file);
    const note = (name: string) => reached.has(name) || reached.set(name, where);
    reach.packages.forEach(note);
    const targets = [
      ...reach.relative.map((specifier) =>
        resolveFile(path.resolve(path.dirname(file), specifier)),
      ),
      ...reach.fromRoot.map((fromRoot) => resolveFile(path.join(root, fromRoot))),
    ];
    for (const name of reach.sass) {
      const found =
        resolveFile(path.resolve(path.dirname(file), name)) ?? resolveFile(path.join(root, name));
      if (found) targets.push(found);
      else note(packageOf(name.replace(/^~/, '')));
    }
    for (const target of targets) {
      if (target && CODE.test(target)) queue.push(target);
    }
  }
  return reached;
}

/**
 * The lock file's record of one installed package: `dev` is left out by `--omit=dev`;
 * `devOptional` (an optional peer of a build package) is installed all the same.
 */
interface LockedPackage {
  dev?: boolean;
  devOptional?: boolean;
}

export interface LockFile {
  packages: Record<string, LockedPackage>;
}

/**
 * What `npm ci --omit=dev` leaves out of what a build reached: a package missing from the lock
 * file, or one npm marks as needed only by development dependencies.
 */
export function missingFromImage(lock: LockFile, reached: Reached): string[] {
  const problems: string[] = [];
  for (const [name, where] of reached) {
    const locked = lock.packages[`node_modules/${name}`];
    if (!locked) problems.push(`${name} (from ${where}) is not in package-lock.json`);
    else if (locked.dev) {
      problems.push(
        `${name} (from ${where}) is a development dependency: --omit=dev leaves it out`,
      );
    }
  }
  return problems.sort();
}
