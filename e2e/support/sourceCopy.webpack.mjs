// A remote's own webpack configuration (the folder it runs in) with one source file replaced by a
// copy: the Fast Refresh test edits the copy, never a file of the repository.
// E2E_SOURCE_COPY is JSON: { "original": <absolute path>, "copy": <absolute path, same folder> }.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const { original, copy } = JSON.parse(process.env.E2E_SOURCE_COPY ?? '{}');
if (!original || !copy) throw new Error('E2E_SOURCE_COPY names no original and copy');
const escaped = original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const { default: appConfig } = await import(
  pathToFileURL(path.join(process.cwd(), 'webpack.config.mjs')).href
);

export default (env, argv) => {
  const [browser, ...others] = appConfig(env, argv);
  const replace = new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escaped}$`), copy);
  return [{ ...browser, plugins: [...browser.plugins, replace] }, ...others];
};
