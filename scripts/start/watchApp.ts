// @ts-nocheck -- not yet typed (TypeScript migration)
// One app's production build, watched (`npm start`): the same configuration `npm run build` and
// the app's image use, rebuilt on every change to its sources or to shared/. Tells the parent
// process after each build whether it succeeded, so the parent serves the new files.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const appDir = path.resolve(process.argv[2]);
const app = path.basename(appDir);
const { default: config } = await import(
  pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href
);
const compiler = webpack(config({}, { mode: 'production' }));

compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  const failed = Boolean(error) || stats.hasErrors();
  if (error) console.error(error);
  else if (failed || stats.hasWarnings()) console.error(stats.toString('errors-warnings'));
  process.send({ app, ok: !failed });
});
