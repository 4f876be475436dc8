// A remote's own webpack configuration (the folder it runs in) with one source file replaced by a
// copy: the Fast Refresh test edits the copy, never a file of the repository.
// E2E_SOURCE_COPY is JSON: { "original": <absolute path>, "copy": <absolute path, same folder> }.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import type { AppConfiguration } from '../../tooling/appOptions.ts';

function sourceCopy(): { original: string; copy: string } {
  const named: unknown = JSON.parse(process.env.E2E_SOURCE_COPY ?? '{}');
  if (typeof named === 'object' && named !== null && 'original' in named && 'copy' in named) {
    const { original, copy } = named;
    if (typeof original === 'string' && typeof copy === 'string' && original && copy) {
      return { original, copy };
    }
  }
  throw new Error('E2E_SOURCE_COPY names no original and copy');
}

const { original, copy } = sourceCopy();
const escaped = original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const { default: appConfig }: { default: AppConfiguration } = await import(
  pathToFileURL(path.join(process.cwd(), 'webpack.config.mts')).href
);

const config: AppConfiguration = (env, argv) => {
  const [browser, ...others] = appConfig(env, argv);
  if (!browser) throw new Error('The remote has no browser build');
  const replace = new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escaped}$`), copy);
  // Webpack's memory cache only: the replacement keeps the original's module identifier, so the
  // persistent cache the remote's dev server fills would hand back the original's build and watch
  // the original file, never the copy the test edits.
  return [
    { ...browser, cache: { type: 'memory' }, plugins: [...(browser.plugins ?? []), replace] },
    ...others,
  ];
};
export default config;
