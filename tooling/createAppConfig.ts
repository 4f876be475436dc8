// One webpack configuration for every app (shell and remotes), so the four builds stay identical
// in loaders, hashing, CSS handling and federation settings. Each app passes only what differs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { defaultGetLocalIdent, type GetLocalIdent } from 'css-loader';
import type { AppConfiguration, AppOptions } from './appOptions.ts';
import type * as Remotes from '../shared/src/federation/remotes.ts';
import type * as PageSkeleton from '../platform/src/server/pageSkeleton.ts';
import { persistentCache } from './buildCache.ts';
import { runtimePlugins, sharedEntryPoints, sharedModules } from './federation.ts';
import { sharedContractOf } from './federation/sharedContract.ts';
import { importTypeScript } from './importTypeScript.ts';
import { configScriptMiddleware } from './devMiddleware.ts';
import { DEV_PORTS, remoteDevProxies } from './devPorts.ts';
import { fastRefreshPlugins, hotClientEntries } from './fastRefresh.ts';

const sharedEntries: ReadonlySet<string> = new Set(sharedEntryPoints);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTES } = await importTypeScript<typeof Remotes>('shared/src/federation/remotes.ts');
const { pageLayout } = await importTypeScript<typeof PageSkeleton>(
  'platform/src/server/pageSkeleton.ts',
);
const remotes: Readonly<Record<string, Remotes.RemoteDefinition>> = REMOTES;
const devPorts: Readonly<Record<string, number>> = DEV_PORTS;

/**
 * A remote's entry in the federation table, or none for the host. Its folder must be the app's:
 * a remote's build exposes the files the table names, relative to that folder.
 */
function remoteOf(app: ResolvedApp): Remotes.RemoteDefinition | undefined {
  const remote = remotes[app.name];
  if (remote && remote.folder !== path.basename(app.dir)) {
    throw new Error(`${app.dir} builds remote ${app.name}, whose folder is ${remote.folder}`);
  }
  return remote;
}

type ResolvedApp = AppOptions & { name: string; title: string };

/**
 * A remote's configuration names nothing the table knows: its federation name is its folder's
 * entry, and its title and dev server (the other remotes proxied, /config.js rendered) follow.
 */
function resolve(app: AppOptions): ResolvedApp {
  const folder = path.basename(app.dir);
  const name =
    app.name ?? Object.keys(remotes).find((remote) => remotes[remote]?.folder === folder);
  if (!name) {
    throw new Error(`${app.dir}: no remote of the federation table has the folder ${folder}`);
  }
  const isRemote = name in remotes;
  return {
    ...app,
    name,
    title: app.title ?? `${name} remote (standalone)`,
    devServer:
      app.devServer ??
      (isRemote
        ? { proxy: remoteDevProxies(name), setupMiddlewares: configScriptMiddleware }
        : undefined),
  };
}

/** The webpack `exposes` of a remote: `./<Module>` → its file, as the federation table says. */
export function exposesOf(remote: Remotes.RemoteDefinition): Record<string, string> {
  return Object.fromEntries(
    Object.entries(remote.modules).map(([name, { source }]) => [`./${name}`, source]),
  );
}

/**
 * TypeScript and JSX, compiled by swc for the browser and for Node alike; `refresh` adds the calls
 * React Fast Refresh needs (only with its runtime on the page, see fastRefresh.ts).
 */
export function scriptRule(production: boolean, refresh = false): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh } },
          target: 'es2020',
        },
      },
    },
  };
}

// Code under shared/ is built by every app; its class names must not depend on which app built
// it, or a page rendered on the server by one app and hydrated with another app's copy of a
// shared component would carry class names no loaded stylesheet defines.
const sharedDir = path.join(repoRoot, 'shared') + path.sep;

// In development the name is readable (owner, file, class) and ends in a short hash of the file's
// path and the class, so two files of the same name never share a class. css-loader fills in
// `[local]` only for its own getLocalIdent, never for a custom one: the class goes in here.
function localIdent(appName: string, production: boolean): GetLocalIdent {
  return (context, _name, localName, options) => {
    const shared = context.resourcePath.startsWith(sharedDir);
    const owner = shared ? 'shared' : appName;
    const template = production
      ? `${owner}_[hash:base64:6]`
      : `${owner}_[name]__${localName}__[hash:base64:5]`;
    return defaultGetLocalIdent(context, template, localName, { ...options, hashSalt: owner });
  };
}

/**
 * Stylesheet rules. `loader` is how the CSS reaches the page (style-loader, or the extracted file
 * in production); without one (a server build) CSS modules give their class names only, the same
 * names as the browser build, and other stylesheets give nothing.
 */
export function styleRules({
  appName,
  production,
  loader,
}: {
  appName: string;
  production: boolean;
  loader: string | null;
}): RuleSetRule[] {
  // Styles `@use 'shared/src/styles/tokens'` from the repository root.
  const sassLoader = {
    loader: 'sass-loader',
    options: { sassOptions: { loadPaths: [repoRoot] } },
  };
  const modules = {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    // Two apps must never emit the same class name into one page.
    getLocalIdent: localIdent(appName, production),
    ...(loader ? {} : { exportOnlyLocals: true }),
  };
  return [
    {
      test: /\.module\.scss$/,
      use: [
        ...(loader ? [loader] : []),
        { loader: 'css-loader', options: { modules, importLoaders: 1 } },
        sassLoader,
      ],
    },
    loader
      ? { test: /\.scss$/, exclude: /\.module\.scss$/, use: [loader, 'css-loader', sassLoader] }
      : { test: /\.scss$/, exclude: /\.module\.scss$/, type: 'asset/source' },
    loader
      ? { test: /\.css$/, use: [loader, 'css-loader'] }
      : { test: /\.css$/, type: 'asset/source' },
  ];
}

/**
 * Where a build writes its `dist/` and `dist-server/`: the app's folder, unless
 * SITE_BUILD_OUTPUT_DIR names another (the redeploy end-to-end test builds a second version
 * there while the first is still being served).
 */
function outputRoot(app: AppOptions): string {
  return process.env.SITE_BUILD_OUTPUT_DIR || app.dir;
}

/** The webpack configuration of an app (see AppOptions). */
export function createAppConfig(options: AppOptions): AppConfiguration {
  const app = resolve(options);
  const remote = remoteOf(app);
  const isHost = !remote;
  return (env, argv) => {
    const production = argv.mode === 'production';
    // A remote's standalone page on its dev server (`webpack serve`) refreshes in place.
    const refresh = !production && !isHost && Boolean(env?.WEBPACK_SERVE);
    const hashed = (ext: string): string =>
      production ? `[name].[contenthash:10].${ext}` : `[name].${ext}`;
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    const appConfig: Configuration = {
      context: app.dir,
      entry: { main: [...(refresh ? hotClientEntries() : []), './src/index.ts'] },
      mode: production ? 'production' : 'development',
      // A development server's compilation differs with fast refresh: a cache of its own.
      cache: persistentCache(
        repoRoot,
        app.dir,
        refresh ? `${app.name}-refresh` : app.name,
        production,
      ),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(outputRoot(app), 'dist'),
        // The shell lives at the site root; a remote finds its own chunks from wherever its
        // remoteEntry.js was loaded (/mfe/<name>/ behind nginx, / when standalone).
        publicPath: isHost ? '/' : 'auto',
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        assetModuleFilename: production
          ? 'assets/[name].[contenthash:10][ext]'
          : 'assets/[name][ext]',
        uniqueName: app.name,
        chunkLoadTimeout: 120000,
        // The standalone page's runtime provider and the shell's start script are emitted by
        // sibling compilations.
        clean: { keep: /^(federation-runtime|start)\./ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          scriptRule(production, refresh),
          ...styleRules({ appName: app.name, production, loader: styleLoader }),
          { test: /\.(svg|png|jpe?g|webp|avif|ico)$/i, type: 'asset/resource' },
          { test: /\.(woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposesOf(remote) }),
          // The manifest also says what this build provides and needs of the shared singletons
          // (docs/architecture.md#the-shared-contract).
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: ({ stats, compilation }) => {
              const sharedContract = sharedContractOf(compilation, sharedEntries);
              const metaData = { ...stats.metaData, sharedContract };
              return { ...stats, metaData };
            },
          },
          shared: sharedModules,
          shareStrategy: 'loaded-first',
          // Only the host loads remotes: the retry and time-out plugins live in its runtime.
          runtimePlugins: isHost ? runtimePlugins : [],
          dts: false,
          // One federation runtime per page: the shell's runtime plugin publishes it, remotes
          // use it (shared/src/federation/runtimePlugin.ts).
          // `target: 'web'` leaves out the runtime's Node loaders (about 4 KB of the shell's main
          // chunk before compression): these builds only ever run in a browser.
          experiments: {
            optimization: { target: 'web' },
            ...(isHost ? {} : { externalRuntime: true }),
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(repoRoot, 'tooling/index.html.ejs'),
          title: app.title,
          chunks: ['main'],
          scriptLoading: 'defer',
          // The shell's document starts its main chunk through /start.js when the visitor first
          // needs it (shell/src/start); the template writes that tag.
          inject: !isHost,
          // A dev server serves the page at its root for every route (/services/fire-alarm too),
          // so its files are asked from the root; a remote's built page is found under
          // /mfe/<name>/ behind the entry, relative to itself.
          ...(production ? {} : { publicPath: '/' }),
          templateParameters: {
            configScript: isHost || !production ? '/config.js' : 'config.js',
            runtimeScript: isHost ? null : `${production ? '' : '/'}federation-runtime.js`,
            isHost,
            // The shell's document has the page's regions (PAGE_REGIONS in the federation
            // contract), empty, in the one skeleton every page has; a remote's standalone page
            // has one root.
            shellRegions: isHost ? pageLayout() : '',
          },
        }),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') })]
          : []),
        ...(app.copy?.length ? [new CopyWebpackPlugin({ patterns: app.copy })] : []),
        ...(refresh ? fastRefreshPlugins(app.name) : []),
      ],
      optimization: {
        // The federation runtime must be able to find the same module ids in every build.
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        minimizer: browserMinimizer(),
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: remote ? devPorts[app.name] : app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        allowedHosts: 'all',
        // Remotes are loaded into the shell's page: no HMR client of their own inside it (a
        // remote's standalone page gets one in its own entry, see fastRefresh.ts).
        hot: false,
        liveReload: isHost,
        client: isHost ? { overlay: { warnings: false } } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: app.staticDir ? [{ directory: app.staticDir, publicPath: '/' }] : false,
        ...app.devServer,
      },
    };
    return [
      appConfig,
      ...(isHost ? [startScriptConfig(app, production)] : [runtimeProviderConfig(app, production)]),
      ...(app.serverEntry && production ? [serverConfig(app)] : []),
    ];
  };
}

/**
 * Every browser compilation's minifier: swc's instead of terser, webpack's default. A quarter less
 * build time for the shell (16.0 → 11.8 s cold) and slightly smaller scripts (shell 464 → 459 KB).
 */
function browserMinimizer(): NonNullable<Configuration['optimization']>['minimizer'] {
  return [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })];
}

/**
 * Remotes use the host's federation runtime instead of shipping their own copy (about 20 KB
 * gzip per remote on every page). On a remote's standalone page there is no host, so this small
 * sibling bundle provides the runtime the same way the shell does.
 */
function runtimeProviderConfig(app: ResolvedApp, production: boolean): Configuration {
  return {
    name: `${app.name}-runtime-provider`,
    context: app.dir,
    mode: production ? 'production' : 'development',
    cache: persistentCache(repoRoot, app.dir, `${app.name}-runtime-provider`, production),
    devtool: false,
    target: 'web',
    entry: { 'federation-runtime': path.join(repoRoot, 'tooling/federationRuntimeProvider.ts') },
    output: { path: path.join(outputRoot(app), 'dist'), filename: '[name].js', clean: false },
    optimization: { minimizer: browserMinimizer() },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * The shell's start script (shell/src/start): the one script every page runs at once, loading the
 * application when the visitor needs it. A compilation of its own, without federation: an entry of
 * the application's build would carry its federation runtime. Its stylesheets give class names
 * only; their rules ship with the shell's own. `start.js` keeps its name (the document asks for
 * it; nginx has it revalidated), its chunks are hashed.
 */
function startScriptConfig(app: ResolvedApp, production: boolean): Configuration {
  return {
    name: `${app.name}-start`,
    context: app.dir,
    mode: production ? 'production' : 'development',
    cache: persistentCache(repoRoot, app.dir, `${app.name}-start`, production),
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    entry: { start: './src/start/index.ts' },
    output: {
      path: path.join(outputRoot(app), 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: production ? 'start.[name].[contenthash:10].js' : 'start.[name].js',
      uniqueName: `${app.name}-start`,
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        scriptRule(production),
        ...styleRules({ appName: app.name, production, loader: null }),
      ],
    },
    optimization: { minimizer: browserMinimizer() },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * The app's server build: the same components for Node, to render its own pages (never another
 * app's). No federation: everything it renders is bundled into one file, which the runtime image
 * runs without node_modules. Class names and file URLs equal the browser build's.
 */
function serverConfig(app: ResolvedApp): Configuration {
  return {
    name: `${app.name}-server`,
    context: app.dir,
    mode: 'production',
    cache: persistentCache(repoRoot, app.dir, `${app.name}-server`, true),
    devtool: false,
    target: 'node24',
    entry: {
      ...(typeof app.serverEntry === 'string' ? { render: app.serverEntry } : app.serverEntry),
      // What composes this app's nginx files when its container starts (nginx/configure.sh runs it):
      // the same program in every image, from the federation table and the running configuration.
      compose: path.join(repoRoot, 'platform/src/composition/compose.ts'),
      // The container's health check and readiness (nginx/healthcheck.sh runs it): every server
      // in it answers, and a remote's first-readiness gate (platform/src/contract/podReadiness.ts).
      readiness: path.join(repoRoot, 'platform/src/contract/readiness.ts'),
      // nginx's error log without query strings, beside nginx (nginx/start-servers.sh).
      'error-log': path.join(repoRoot, 'platform/src/errorLog/errorLogFilter.ts'),
    },
    output: {
      path: path.join(outputRoot(app), 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Set at run time from the configuration (where the browser finds this app's files).
      publicPath: '',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        scriptRule(true),
        ...styleRules({ appName: app.name, production: true, loader: null }),
        {
          test: /\.(svg|png|jpe?g|webp|avif|ico|woff2?)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces from a renderer matter more than its size.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
