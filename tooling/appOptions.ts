// What an app's webpack configuration gives createAppConfig.ts, and what it gets back. Types only.
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type CopyWebpackPlugin from 'copy-webpack-plugin';

/** What differs between the apps' builds: each app's webpack configuration gives it. */
export interface AppOptions {
  /** Absolute folder of the app. */
  dir: string;
  /**
   * Federation name: `shell`. A remote gives none: its folder's entry in the federation table
   * (shared/src/federation/remotes.ts) names it and gives its exposed modules and dev-server port.
   */
  name?: string;
  /** The host's dev-server port. */
  port?: number;
  /** Title of the app's own HTML page (a remote's: `<name> remote (standalone)`). */
  title?: string;
  /** Dev-server settings (the shell's proxies; a remote's: the other remotes and /config.js). */
  devServer?: DevServerConfiguration;
  /** Static files copied as they are. */
  copy?: CopyWebpackPlugin.ObjectPattern[];
  /** A folder the dev server serves as it is, at its root. */
  staticDir?: string;
  /**
   * The app's server renderer, built into dist-server/render.cjs (or one file per name of an
   * object: `{ server: … }` → server.cjs).
   */
  serverEntry?: string | Readonly<Record<string, string>>;
}

/**
 * What webpack-cli passes a configuration function: the `--env` values (WEBPACK_SERVE under
 * `webpack serve`) and its other arguments, of which only the mode matters here.
 */
export interface BuildEnv {
  readonly WEBPACK_SERVE?: boolean;
  readonly [name: string]: unknown;
}
export interface BuildArgv {
  readonly mode?: Configuration['mode'];
}
/** An app's webpack configuration: its browser build, and the builds that go with it. */
export type AppConfiguration = (env: BuildEnv | undefined, argv: BuildArgv) => Configuration[];
