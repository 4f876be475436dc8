// A remote is never run against shared singletons that lack what it was built to use
// (docs/architecture.md#the-shared-contract). Before any of its code runs, its manifest says what it
// needs of each `@site/shared` entry point; the names are looked up in the modules this page's
// federation runtime would hand it (the shell's copies). A remote that needs a name they lack is
// left alone: its server-rendered markup stays as HTML, and a navigation to it is a full page load,
// every time (reloadForContract).
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { getSiteConfig } from '@site/shared/config';
import { reportFailure } from '@site/shared/signals';
import { manifestUrl, type RemoteName } from './contract';
import { isContractReloadLanding, leaveContractReload } from './pageStart';
import { pageLoad } from './redeploy';
import { remoteManifest } from './remoteManifest';
import { describeUnmet, readSharedContract, unmetNeeds, type UnmetNeed } from './sharedContract';

/** A remote this page cannot run: the shared modules it was given lack names it uses. */
export class IncompatibleRemoteError extends Error {
  readonly remote: RemoteName;
  readonly unmet: readonly UnmetNeed[];

  constructor(remote: RemoteName, unmet: readonly UnmetNeed[]) {
    super(
      `The ${remote} remote needs what this page's shell does not have: ${describeUnmet(unmet)}`,
    );
    this.name = 'IncompatibleRemoteError';
    this.remote = remote;
    this.unmet = unmet;
  }
}

type SharedOptions = Readonly<Record<string, unknown>>;

/** The export names of the module this page's runtime gives for `entry`, if it gives one. */
async function givenNames(
  shared: SharedOptions,
  entry: string,
): Promise<ReadonlySet<string> | undefined> {
  if (!(entry in shared)) return undefined;
  const factory = await loadShare<object>(entry);
  const module = factory ? factory() : undefined;
  return module ? new Set(Object.keys(module)) : undefined;
}

async function unmetOf(remote: RemoteName): Promise<UnmetNeed[]> {
  // No runtime, or one that gives no shared modules: the remote brings its own.
  const shared: SharedOptions | undefined = getInstance()?.options?.shared;
  if (!shared) return [];
  const url = manifestUrl(getSiteConfig().remotes[remote], location.href);
  // A build from before the contract was written down declares nothing: it is run, as before.
  const contract = readSharedContract(await remoteManifest(url));
  if (!contract) return [];
  const given = new Map<string, ReadonlySet<string> | undefined>();
  for (const entry of Object.keys(contract.needs))
    given.set(entry, await givenNames(shared, entry));
  const unmet = unmetNeeds(contract.needs, (entry) => given.get(entry));
  if (unmet.length > 0) {
    console.warn(new IncompatibleRemoteError(remote, unmet).message);
    // docs/operations.md#what-to-watch: the signal of a deploy made in the wrong order.
    reportFailure('contract_mismatch', remote);
  }
  return unmet;
}

// A verdict is kept for the page's life once it is given: this page's shell does not change under
// it, and a refusal costs the visitor nothing but a full page load, which brings the current builds
// (a fixed deploy is picked up there). One still pending is shared by every part that asks; one that
// fails (the manifest did not answer, or not in time: remoteManifest.ts) is forgotten, so the next
// navigation asks again instead of waiting on it.
const verdicts = new Map<RemoteName, Promise<UnmetNeed[]>>();
const settled = new Map<RemoteName, boolean>();

/**
 * What `remote` needs that this page cannot give it (empty: it can run), asked once per page.
 * Rejects when its manifest does not answer, or not in time (asked again next time): the remote is
 * down, which loading it shows as it always did.
 */
export function unmetNeedsOf(remote: RemoteName): Promise<UnmetNeed[]> {
  let verdict = verdicts.get(remote);
  if (!verdict) {
    verdict = unmetOf(remote);
    verdicts.set(remote, verdict);
    verdict.then(
      (unmet) => settled.set(remote, unmet.length === 0),
      () => verdicts.delete(remote),
    );
  }
  return verdict;
}

/**
 * Throws IncompatibleRemoteError when this page cannot run `remote`, and the manifest's own error
 * when it does not answer (as the runtime would have).
 */
export async function assertRunnable(remote: RemoteName): Promise<void> {
  const unmet = await unmetNeedsOf(remote);
  if (unmet.length > 0) throw new IncompatibleRemoteError(remote, unmet);
}

/**
 * Whether this page can run `remote`, when that is known already (undefined: not asked yet, or
 * its manifest has not answered). Lets a hydration start in the same task as the interaction
 * that asked for it, which React then replays.
 */
export function knownRunnable(remote: RemoteName): boolean | undefined {
  return settled.get(remote);
}

/**
 * Whether markup `remote` drew on the server may be hydrated by its code here. A remote that does
 * not answer is tried (its boundary shows what it always showed); one this page cannot run is not.
 */
export async function canHydrate(remote: RemoteName): Promise<boolean> {
  const unmet = await unmetNeedsOf(remote).catch(() => []);
  return unmet.length === 0;
}

/**
 * Loads the address in full because this page cannot run the remote that draws it, and says
 * whether it did: the remote's own server draws the page, as on a first visit
 * (docs/architecture.md#the-shared-contract). Every visit is served so, every time: a later
 * navigation to the same address, Back and Forward, a change of language. The one exception stops
 * a loop: the page such a load brought, refusing again at its start before the visitor did
 * anything (it had no server markup to keep), is not loaded again (pageStart.ts). Nor is a page
 * whose storage refuses the note that would stop the loop. `language` is the one shown now.
 */
export function reloadForContract(language: string): boolean {
  if (isContractReloadLanding(language) || !leaveContractReload(language)) return false;
  pageLoad.reload();
  return true;
}
