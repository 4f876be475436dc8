import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getSiteConfig } from '@site/shared/config';
import { manifestUrl, REMOTE_NAMES, type RemoteName } from './contract';

/**
 * Tells the federation runtime where each remote's manifest is, read from the runtime config,
 * so a remote is redeployed (or moved) without rebuilding the shell. A remote's standalone page
 * registers the others, leaving itself out.
 */
export function registerSiteRemotes(except?: RemoteName): void {
  const { remotes } = getSiteConfig();
  const names = REMOTE_NAMES.filter((name) => name !== except);
  registerRemotes(
    names.map((name) => ({ name, entry: manifestUrl(remotes[name], window.location.href) })),
  );
}
