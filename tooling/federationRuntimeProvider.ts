// Exposes the federation runtime core where remotes built with `externalRuntime` look for it,
// exactly as the shell's inject-external-runtime-core plugin does. Used on standalone pages only.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

Object.assign(runtimeCore.Global, {
  _FEDERATION_RUNTIME_CORE: runtimeCore,
  _FEDERATION_RUNTIME_CORE_FROM: { name: 'standalone', version: '2.9.2' },
});
