// Whether one app's build can go live beside the site that runs now, judged by the shared
// contract each build writes into its mf-manifest.json (docs/operations.md#shared-contract-changes):
// a remote needs the live shell to provide every name it uses of `@site/shared`; a shell must
// provide every name each live remote uses. Used by `npm run can-deploy` (the step before every
// rollout) and by a new remote pod's first readiness (podReadiness.ts).
//
// Three answers, never two: `yes`, `no`, and `unknown` when a side says nothing of its contract
// (a build from before contracts were written) or does not answer. An unknown is not a no: the
// command exits with a code of its own and `--accept-unknown` deploys anyway, and readiness lets
// an unknown pass.
//
// Every `no` names the side that changed. Two manifests alone cannot say it: a remote built on a
// @site/shared that gained a name and a shell built on one that dropped it look the same (the
// remote has the name, the shell has not). The other live builds can: each carries its own copy's
// names (`provides`), a snapshot of @site/shared when it was built. Builds that had the name say
// it existed before, so the shell that lacks it dropped it; builds that never had it say it is
// new, so the remote that needs it is ahead. The serving build of the same remote counts only
// when it differs from the build being judged (the same build again is no second witness).
import { runInNewContext } from 'node:vm';
import {
  describeUnmet,
  readSharedContract,
  REMOTES,
  unmetBySurface,
  type SharedContract,
  type UnmetNeed,
} from '@site/shared/definitions';

export type Answer = 'yes' | 'no' | 'unknown';

/**
 * Where every image keeps its build's manifest (the Dockerfile's SITE_ROOT): `can-deploy --image`
 * judges the image about to be rolled out by this file.
 */
export const IMAGE_MANIFEST = '/usr/share/site/html/mf-manifest.json';

export interface Verdict {
  /** yes: it fits; no: it does not (the reason names the side that changed); unknown: cannot tell. */
  readonly answer: Answer;
  readonly reason: string;
}

export interface RemoteVerdict extends Verdict {
  /**
   * What this build lacks from the live shell that the build of the same remote serving now does
   * not: empty when they lack the same, when nothing of that remote serves, or when its manifest
   * cannot be read. A first-readiness gate holds a pod back only for these (podReadiness.ts).
   */
  readonly beyondServing: readonly UnmetNeed[];
}

export type Fetch = (url: string) => Promise<Response>;

const remoteTable: Readonly<Record<string, { folder: string }>> = REMOTES;

/** The federation name of the remote in `folder`, or undefined for the shell. */
export function remoteOfFolder(folder: string): string | undefined {
  return Object.keys(remoteTable).find((name) => remoteTable[name]?.folder === folder);
}

/** One live manifest: its contract, or a sentence saying why there is none to read. */
type Live = { readonly contract: SharedContract } | { readonly unread: string };

/** What the live site runs, as far as it answers. */
export interface LiveSite {
  readonly shell: Live;
  readonly remotes: Readonly<Record<string, Live>>;
}

async function liveManifest(url: string, get: Fetch): Promise<Live> {
  let response: Response;
  try {
    response = await get(url);
  } catch (error) {
    return { unread: `${url} does not answer (${errorMessage(error)})` };
  }
  if (!response.ok) return { unread: `${url} answers ${response.status}` };
  const contract = readSharedContract(await response.json().catch(() => undefined));
  return contract
    ? { contract }
    : {
        unread: `${url} says nothing of its shared contract (built before contracts were written)`,
      };
}

/** The remotes' manifest addresses the live shell's /config.js names (its defaults otherwise). */
async function liveRemoteManifests(site: URL, get: Fetch): Promise<Record<string, string>> {
  const configured: Record<string, unknown> = {};
  try {
    const response = await get(new URL('/config.js', site).href);
    const window: { __SITE_CONFIG__?: { remotes?: Record<string, unknown> } } = {};
    // A quarter second: the script only assigns an object, and a readiness check has 2 s in all.
    if (response.ok) runInNewContext(await response.text(), { window }, { timeout: 250 });
    Object.assign(configured, window.__SITE_CONFIG__?.remotes);
  } catch {
    // The defaults are what the shell itself falls back to.
  }
  return Object.fromEntries(
    Object.keys(remoteTable).map((name) => {
      const value = configured[name];
      const address = typeof value === 'string' && value ? value : `/mfe/${name}/mf-manifest.json`;
      return [name, new URL(address, site).href];
    }),
  );
}

/** The live shell's manifest and every live remote's, read at once. */
export async function readLiveSite(site: URL, get: Fetch): Promise<LiveSite> {
  const [shell, remotes] = await Promise.all([
    liveManifest(new URL('/mf-manifest.json', site).href, get),
    liveRemoteManifests(site, get).then(async (addresses) =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(addresses).map(
            async ([name, url]) => [name, await liveManifest(url, get)] as const,
          ),
        ),
      ),
    ),
  ]);
  return { shell, remotes };
}

const contractOf = (live: Live | undefined): SharedContract | undefined =>
  live && 'contract' in live ? live.contract : undefined;

const unreadOf = (live: Live): string => ('unread' in live ? live.unread : '');

const sameContract = (a: SharedContract, b: SharedContract): boolean =>
  a.version === b.version && JSON.stringify(a.needs) === JSON.stringify(b.needs);

/**
 * Which side is newer for one name a remote needs and a shell lacks, by the other live builds'
 * copies of that entry point: `shell` (it dropped the name), `remote` (the name is new), or
 * undefined when they are as many for each, or there are none.
 */
function newerSide(
  entry: string,
  name: string,
  witnesses: readonly SharedContract[],
): 'shell' | 'remote' | undefined {
  let score = 0;
  for (const { provides } of witnesses) {
    const names = provides[entry];
    if (names) score += names.includes(name) ? 1 : -1;
  }
  if (score === 0) return undefined;
  return score > 0 ? 'shell' : 'remote';
}

type Side = 'shell' | 'remote' | 'unknown';

/** The unmet needs split by which side is newer for each name. */
function byNewerSide(
  unmet: readonly UnmetNeed[],
  witnesses: readonly SharedContract[],
): Record<Side, UnmetNeed[]> {
  const split: Record<Side, UnmetNeed[]> = { shell: [], remote: [], unknown: [] };
  for (const { entry, missing } of unmet) {
    const groups: Record<Side, string[]> = { shell: [], remote: [], unknown: [] };
    for (const name of missing) groups[newerSide(entry, name, witnesses) ?? 'unknown'].push(name);
    for (const side of ['shell', 'remote', 'unknown'] as const) {
      if (groups[side].length > 0) split[side].push({ entry, missing: groups[side] });
    }
  }
  return split;
}

/** A remote's build against the live shell; the other live builds say which side changed. */
function judgeRemote(remote: string, build: SharedContract, live: LiveSite): RemoteVerdict {
  const shell = contractOf(live.shell);
  if (!shell) {
    return {
      answer: 'unknown',
      reason: `the live shell's ${unreadOf(live.shell)}`,
      beyondServing: [],
    };
  }
  const unmet = unmetBySurface(build.needs, shell.provides);
  if (unmet.length === 0) {
    return {
      answer: 'yes',
      reason: `the live shell (shared contract ${shell.version}) provides all that ${remote} needs`,
      beyondServing: [],
    };
  }
  const serving = contractOf(live.remotes[remote]);
  const witnesses = [
    ...(serving && !sameContract(serving, build) ? [serving] : []),
    ...Object.entries(live.remotes)
      .filter(([name]) => name !== remote)
      .flatMap(([, other]) => contractOf(other) ?? []),
  ];
  const { shell: dropped, remote: ahead, unknown } = byNewerSide(unmet, witnesses);
  const sentences: string[] = [];
  if (ahead.length > 0) {
    sentences.push(
      `this ${remote} build is newer than the live shell: it needs what the shell does not provide yet (${describeUnmet(ahead)}): deploy the shell first`,
    );
  }
  if (dropped.length > 0) {
    sentences.push(
      `the live shell changed: it dropped what this ${remote} build still uses (${describeUnmet(dropped)}): deploy ${remote} built without it first, or roll the shell back`,
    );
  }
  if (unknown.length > 0) {
    sentences.push(
      `the live shell lacks what this ${remote} build needs (${describeUnmet(unknown)}) and no other live build tells which side is newer: if the names are new, deploy the shell first; if the shell dropped them, deploy ${remote} built without them or roll the shell back`,
    );
  }
  // What only this build lacks: a first-readiness gate holds a pod back for these alone.
  const servingUnmet = serving ? unmetBySurface(serving.needs, shell.provides) : undefined;
  const beyondServing = servingUnmet
    ? unmet.flatMap(({ entry, missing }) => {
        const also = servingUnmet.find((need) => need.entry === entry)?.missing ?? [];
        const beyond = missing.filter((name) => !also.includes(name));
        return beyond.length > 0 ? [{ entry, missing: beyond }] : [];
      })
    : [];
  return { answer: 'no', reason: sentences.join('; '), beyondServing };
}

/** A shell's build against every live remote; the other live builds say which side changed. */
function judgeShell(build: SharedContract, live: LiveSite): Verdict {
  const liveShell = contractOf(live.shell);
  const blocked: string[] = [];
  const unread: string[] = [];
  for (const [remote, entry] of Object.entries(live.remotes)) {
    const serving = contractOf(entry);
    if (!serving) {
      unread.push(`${remote}: ${unreadOf(entry)}`);
      continue;
    }
    const unmet = unmetBySurface(serving.needs, build.provides);
    if (unmet.length === 0) continue;
    const witnesses = [
      ...(liveShell && !sameContract(liveShell, build) ? [liveShell] : []),
      ...Object.entries(live.remotes)
        .filter(([name]) => name !== remote)
        .flatMap(([, other]) => contractOf(other) ?? []),
    ];
    const { shell: dropped, remote: ahead, unknown } = byNewerSide(unmet, witnesses);
    if (dropped.length > 0) {
      blocked.push(
        `this shell drops names in use: the live ${remote} needs what this shell lacks (${describeUnmet(dropped)}): deploy ${remote} built without it first`,
      );
    }
    if (ahead.length > 0) {
      blocked.push(
        `the live ${remote} is newer than this shell: it needs what this shell does not provide yet (${describeUnmet(ahead)}): deploy a shell that provides it`,
      );
    }
    if (unknown.length > 0) {
      blocked.push(
        `the live ${remote} needs what this shell lacks (${describeUnmet(unknown)}) and no other live build tells which side is newer: deploy ${remote} built without it first, or build the shell with it`,
      );
    }
  }
  if (blocked.length > 0) return { answer: 'no', reason: blocked.join('; ') };
  if (unread.length > 0) return { answer: 'unknown', reason: unread.join('; ') };
  return {
    answer: 'yes',
    reason: `every live remote finds what it needs in this shell (shared contract ${build.version})`,
  };
}

/** A build that says nothing of its contract: a build from before contracts were written. */
const silentBuild = (folder: string): RemoteVerdict => ({
  answer: 'unknown',
  reason: `this ${folder} build says nothing of its shared contract (built before contracts were written): build it again`,
  beyondServing: [],
});

/** A remote's build (its mf-manifest.json, `manifest`) against the site at `site` as it runs now. */
export async function canDeployRemote(
  remote: string,
  folder: string,
  manifest: unknown,
  site: URL,
  get: Fetch,
): Promise<RemoteVerdict> {
  const build = readSharedContract(manifest);
  if (!build) return silentBuild(folder);
  return judgeRemote(remote, build, await readLiveSite(site, get));
}

/**
 * Whether the app in `folder`, whose built manifest is `manifest`, can be deployed beside the site
 * at `site` as it runs now.
 */
export async function canDeploy(
  folder: string,
  manifest: unknown,
  site: URL,
  get: Fetch = (url) => fetch(url, { signal: AbortSignal.timeout(4000) }),
): Promise<Verdict> {
  const remote = remoteOfFolder(folder);
  if (remote) return canDeployRemote(remote, folder, manifest, site, get);
  const build = readSharedContract(manifest);
  if (!build) return silentBuild(folder);
  return judgeShell(build, await readLiveSite(site, get));
}

/** An error as one line; fetch's "fetch failed" with its cause (refused, unknown host, time-out). */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
