// React Fast Refresh for a remote's standalone page on its dev server (`npm run dev -w <remote>`):
// an edited component or stylesheet is swapped into the open page, which keeps its state.
// Development only: production bundles never carry any of it.
import { createRequire } from 'node:module';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack, { type WebpackPluginInstance } from 'webpack';

const require = createRequire(import.meta.url);

/**
 * The dev server's HMR client, put by hand into the standalone page's own entry: the dev server
 * would add it to every entry, remoteEntry.js too, and a remote loaded into the shell's page must
 * not bring a client of its own there. The client finds its server from its own script's address.
 */
export function hotClientEntries(): string[] {
  return [
    `${require.resolve('webpack-dev-server/client/index.js')}?hot=true&live-reload=true`,
    require.resolve('webpack/hot/dev-server.js'),
  ];
}

/**
 * HMR and the refresh runtime. Federation: each app's refresh runtime is its own copy, so each
 * must hook into React under its own name (`library`: the app's federation name), or a second
 * app's copy would think it already hooked in and its components would never refresh. The
 * standalone page injects its copy before React loads (a prepended entry, ahead of the async
 * boundary where federation loads the shared react-dom); a copy that arrives later in another
 * remote's remoteEntry.js still finds the renderer React registered.
 */
export function fastRefreshPlugins(appName: string): WebpackPluginInstance[] {
  return [
    new webpack.HotModuleReplacementPlugin(),
    new ReactRefreshPlugin({ library: appName, overlay: false }),
  ];
}
