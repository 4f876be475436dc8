// A part of the page that fails to load may have been redeployed under the open page rather than
// be down (docs/architecture.md#time-outs-and-failures). Hashed files are immutable and a new build
// removes the old ones, so a page loaded before a redeploy asks for files that are gone; a full page
// load then gets the new build, rendered on the server. This runs on the shell's first load (a chunk
// loaded on failure could be gone itself), within its JavaScript budget: keep it small.
import { getInstance } from '@module-federation/enhanced/runtime';
import { getSiteConfig } from '@site/shared/config';
import { manifestUrl, type RemoteName } from './contract';

/** The page's full load; an object, so tests can watch it (jsdom cannot navigate). */
export const pageLoad = { reload: (): void => location.reload() };

/**
 * What shows that a failure came from a redeploy, or '' when nothing does. A remote's part: its
 * manifest, asked again past every cache, names other files than the one this page loaded (no
 * answer: the remote is down). The shell's own part: the file that failed (a webpack chunk error's
 * `request`) answers 404 from a server that is up.
 */
async function redeployEvidence(error: unknown, remote?: RemoteName): Promise<string> {
  if (remote) {
    const url = manifestUrl(getSiteConfig().remotes[remote], location.href);
    const loaded = getInstance()?.snapshotHandler.manifestCache.get(url);
    const response = loaded && (await fetch(url, { cache: 'no-store' }));
    const current = response?.ok ? JSON.stringify(await response.json()) : '';
    return current === JSON.stringify(loaded) ? '' : current;
  }
  const request = (error as { request?: unknown } | null)?.request;
  const gone =
    typeof request === 'string' &&
    (await fetch(request, { cache: 'no-store', method: 'HEAD' })).status === 404;
  return gone ? request : '';
}

/**
 * Loads the page again when `error` came from a redeploy of `remote` (or of the shell), and says
 * whether it did. Once per address and evidence (sessionStorage: the remote's new manifest, or the
 * shell's missing file), so a deploy that still fails after the reload gets the fallback, never a
 * reload loop. Any doubt (a network error, storage refused) means no reload.
 */
export async function reloadIfRedeployed(error: unknown, remote?: RemoteName): Promise<boolean> {
  try {
    return reloadOnce('redeploy', await redeployEvidence(error, remote));
  } catch {
    return false;
  }
}

/**
 * Loads the page in full for `reason` (`redeploy`, `contract`) unless it was already loaded for the
 * same reason, address and evidence (sessionStorage), and says whether it did. No evidence, or
 * storage refused, means no reload.
 */
export function reloadOnce(reason: string, evidence: string): boolean {
  try {
    const key = `${reason}:${location.pathname}${location.search}`;
    // A short fingerprint: the guard keeps a few characters, not a whole manifest.
    let build = 0;
    for (let index = 0; index < evidence.length; index += 1) {
      build = (Math.imul(build, 31) + evidence.charCodeAt(index)) | 0;
    }
    if (!evidence || sessionStorage.getItem(key) === `${build}`) return false;
    sessionStorage.setItem(key, `${build}`);
    pageLoad.reload();
    return true;
  } catch {
    return false;
  }
}
