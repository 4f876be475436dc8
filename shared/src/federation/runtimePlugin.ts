// Federation runtime plugin of the shell (tooling/federation.ts lists it).
// 1. One runtime per page: remotes are built with `externalRuntime` and use this one, published
//    here the way @module-federation's inject-external-runtime-core plugin does (that plugin is
//    resolved as CommonJS and would put a second copy of the runtime into the shell).
// 2. The runtime loads remoteEntry.js with its own hard-coded 20 s time-out, whatever
//    output.chunkLoadTimeout says; every script chunk gets 120 s
//    (docs/architecture.md#time-outs-and-failures).
// 3. A failed manifest fetch or remote-entry load is retried before the page gives up and shows
//    its fallback (the first of three failure layers).
// 4. The current route's remote is fetched as the runtime starts (routePreload.ts).
// 5. A manifest it fetches is the one the shared-contract check read (remoteManifest.ts).
// 6. The shell's application starts here: a note left by a full page load for a remote the last
//    page could not run is taken now, before this page's scripts answer anything the visitor
//    does (pageStart.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { takeContractReload } from './pageStart';
import { remoteManifestResponse } from './remoteManifest';
import { isInlineStylesheet, preloadCurrentRoute } from './routePreload';

export const SCRIPT_TIMEOUT_MS = 120_000;
const ENTRY_ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let routePreloaded = false;

export function createScriptWithTimeout(url: string, attrs?: Record<string, unknown>) {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  // The runtime skips its own attribute handling when this hook returns a script.
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name !== 'async' && name !== 'defer') script.setAttribute(name, String(value));
  }
  return { script, timeout: SCRIPT_TIMEOUT_MS };
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryArgs = Parameters<LoadEntryError>[0];

/** Loads a remote entry that failed once more, after a short wait. */
async function retryEntry(args: EntryArgs) {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
  for (let attempt = 1; attempt < ENTRY_ATTEMPTS; attempt += 1) {
    await wait(RETRY_DELAY_MS * attempt);
    // Forget the failed load, or the runtime would hand back the same rejected promise.
    globalLoading[uniqueKey] = undefined;
    const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    if (exports) return exports;
  }
  return undefined;
}

// The runtime awaits what this hook returns; its declared type nests one promise too many.
const retryRemoteEntry = retryEntry as unknown as LoadEntryError;

export default function sitePlugins(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-federation-plugins',
    beforeInit(args) {
      const global = runtimeCore.Global as unknown as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      global._FEDERATION_RUNTIME_CORE_FROM ??= { name: args.options.name, version: '2.9.2' };
      // Once per page (it keeps what it took on the window).
      if (typeof window !== 'undefined') takeContractReload(window);
      if (!routePreloaded && typeof window !== 'undefined' && typeof window.fetch === 'function') {
        routePreloaded = true;
        preloadCurrentRoute(window);
      }
      return args;
    },
    // The runtime loads a page's stylesheets with its module; those the page carries inline
    // (server-rendered) are not downloaded again.
    beforePreloadRemote(args) {
      if (typeof document === 'undefined') return;
      for (const operation of args.preloadOps) {
        const { filter } = operation;
        operation.filter = (url: string) => !isInlineStylesheet(url) && (filter?.(url) ?? true);
      }
    },
    // Manifests are read once per page, by the contract check (remoteManifest.ts) and the runtime.
    fetch(url) {
      return remoteManifestResponse(url);
    },
    createScript({ url, attrs }) {
      return createScriptWithTimeout(url, attrs);
    },
    loadEntryError: retryRemoteEntry,
  };
}
