import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { assertRunnable } from './contractCheck';
import type { RemoteModuleId, RemoteName } from './contract';

type PageModule = { default: ComponentType };

/**
 * Loads a page or widget a remote exposes. This module is a federation singleton, so every app
 * (the shell, and the company remote embedding content widgets) goes through the host's
 * federation instance and its registered remotes. None of the remote's code runs when this page
 * cannot give it the shared modules it needs (IncompatibleRemoteError).
 */
export async function loadRemoteComponent(id: RemoteModuleId): Promise<PageModule> {
  await assertRunnable(id.split('/')[0] as RemoteName);
  const module = await loadRemote<PageModule>(id);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote module ${id} did not load`);
  }
  return module;
}
