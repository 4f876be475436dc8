// One app's production build, watched (`npm start`): the same configuration `npm run build` and
// the app's image use, rebuilt on every change to its sources or to shared/. Tells the parent
// process after each build whether it succeeded, so the parent serves the new files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import type { BuildMessage } from './buildMessage.ts';

/** An app's webpack configuration (tooling/createAppConfig.ts): its builds, for webpack-cli's argv. */
type AppConfig = (
  env: Record<string, unknown>,
  argv: { mode: Configuration['mode'] },
) => Configuration[];

if (process.argv[2] === undefined) throw new Error('usage: watchApp.ts <app folder>');
const appDir = path.resolve(process.argv[2]);
const app = path.basename(appDir);
const configFile = path.join(appDir, 'webpack.config.mts');
if (!existsSync(configFile)) throw new Error(`${appDir} has no webpack.config.mts`);
const { default: config } = (await import(pathToFileURL(configFile).href)) as {
  default: AppConfig;
};
const compiler = webpack(config({}, { mode: 'production' }));

compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  const failed = Boolean(error) || !stats || stats.hasErrors();
  if (error) console.error(error);
  else if (stats && (failed || stats.hasWarnings())) {
    console.error(stats.toString('errors-warnings'));
  }
  const message: BuildMessage = { app, ok: !failed };
  process.send?.(message);
});
