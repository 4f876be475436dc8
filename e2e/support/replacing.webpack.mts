// An app's own webpack configuration (the folder it runs in) with source files replaced by copies
// beside them, in every compilation (the browser's and the server's): a build of the app as it
// would be with those sources changed, while the repository's files stay as they are.
// E2E_REPLACEMENTS is JSON: [{ "original": <absolute path>, "copy": <absolute path, same folder> }].
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebpackPluginInstance } from 'webpack';
import type { AppConfiguration } from '../../tooling/appOptions.ts';

interface Replacement {
  original: string;
  copy: string;
}

function replacements(): Replacement[] {
  const named: unknown = JSON.parse(process.env.E2E_REPLACEMENTS ?? '[]');
  if (!Array.isArray(named) || named.length === 0) {
    throw new Error('E2E_REPLACEMENTS names no files to replace');
  }
  return named.map((item: unknown) => {
    const { original, copy } = (item ?? {}) as Partial<Replacement>;
    if (typeof original !== 'string' || typeof copy !== 'string') {
      throw new Error(`E2E_REPLACEMENTS: ${JSON.stringify(item)} is no { original, copy }`);
    }
    return { original, copy };
  });
}

const copies = new Map(replacements().map(({ original, copy }) => [original, copy]));

/**
 * Resolves each original to its copy, under the copy's own name: the module's identifier is the
 * copy's, so the persistent cache the app's own build filled serves every other module and never
 * hands back the original's build for the copy (webpack's NormalModuleReplacementPlugin keeps the
 * original's identifier).
 */
const replaceSources: WebpackPluginInstance = {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ReplaceSources', (factory) => {
      factory.hooks.afterResolve.tap('ReplaceSources', (resolveData) => {
        const data = resolveData.createData as Record<string, unknown>;
        const resource = typeof data.resource === 'string' ? data.resource : '';
        const copy = copies.get(resource);
        if (!copy) return;
        for (const key of ['resource', 'request', 'userRequest', 'rawRequest']) {
          const value = data[key];
          if (typeof value === 'string') data[key] = value.split(resource).join(copy);
        }
      });
    });
  },
};

const { default: appConfig }: { default: AppConfiguration } = await import(
  pathToFileURL(path.join(process.cwd(), 'webpack.config.mts')).href
);

const config: AppConfiguration = (env, argv) =>
  appConfig(env, argv).map((compilation) => ({
    ...compilation,
    plugins: [...(compilation.plugins ?? []), replaceSources],
  }));
export default config;
