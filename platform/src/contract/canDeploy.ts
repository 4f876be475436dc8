// Whether one app's build can go live beside the site that runs now, judged by the shared
// contract each build writes into its mf-manifest.json (docs/operations.md#shared-contract-changes):
// a remote needs the live shell to provide every name it uses of `@site/shared`; a shell must
// provide every name each live remote uses. Used by `npm run can-deploy` and by a remote
// container's readiness (readiness.ts).
import { runInNewContext } from 'node:vm';
import {
  describeUnmet,
  readSharedContract,
  REMOTES,
  unmetBySurface,
  type SharedContract,
} from '@site/shared/definitions';

export interface Verdict {
  /** Yes: the build finds what it needs, and gives what the live apps need. */
  readonly ok: boolean;
  /** Whether the live side could be read at all (a readiness check lets an unknown pass). */
  readonly known: boolean;
  readonly reason: string;
}

type Fetch = (url: string) => Promise<Response>;

const remoteTable: Readonly<Record<string, { folder: string }>> = REMOTES;

/** The federation name of the remote in `folder`, or undefined for the shell. */
export function remoteOfFolder(folder: string): string | undefined {
  return Object.keys(remoteTable).find((name) => remoteTable[name]?.folder === folder);
}

/** A manifest's contract, or a sentence saying why there is none to read. */
async function liveContract(url: string, get: Fetch): Promise<SharedContract | string> {
  let response: Response;
  try {
    response = await get(url);
  } catch (error) {
    return `${url} does not answer (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!response.ok) return `${url} answers ${response.status}`;
  const contract = readSharedContract(await response.json().catch(() => undefined));
  return contract ?? `${url} says nothing of its shared contract (built before it was written)`;
}

/** The remotes' manifest addresses the live shell's /config.js names (its defaults otherwise). */
async function liveRemoteManifests(site: URL, get: Fetch): Promise<Record<string, string>> {
  const defaults = Object.fromEntries(
    Object.keys(remoteTable).map((name) => [name, new URL(`/mfe/${name}/mf-manifest.json`, site)]),
  );
  const configured: Record<string, unknown> = {};
  try {
    const response = await get(new URL('/config.js', site).href);
    const window: { __SITE_CONFIG__?: { remotes?: Record<string, unknown> } } = {};
    if (response.ok) runInNewContext(await response.text(), { window }, { timeout: 1000 });
    Object.assign(configured, window.__SITE_CONFIG__?.remotes);
  } catch {
    // The defaults are what the shell itself falls back to.
  }
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => {
      const value = configured[name];
      return [name, typeof value === 'string' && value ? new URL(value, site).href : fallback.href];
    }),
  );
}

/** A remote's build against the live shell. */
async function remoteVerdict(
  remote: string,
  build: SharedContract,
  site: URL,
  get: Fetch,
): Promise<Verdict> {
  const shell = await liveContract(new URL('/mf-manifest.json', site).href, get);
  if (typeof shell === 'string') {
    return { ok: false, known: false, reason: `cannot tell: the live shell's ${shell}` };
  }
  const unmet = unmetBySurface(build.needs, shell.provides);
  if (unmet.length > 0) {
    return {
      ok: false,
      known: true,
      reason: `the live shell provides ${describeUnmet(unmet)}: deploy the shell first`,
    };
  }
  return {
    ok: true,
    known: true,
    reason: `the live shell (shared contract ${shell.version}) provides all that ${remote} needs`,
  };
}

/** A shell's build against every live remote. */
async function shellVerdict(build: SharedContract, site: URL, get: Fetch): Promise<Verdict> {
  const manifests = await liveRemoteManifests(site, get);
  const blocked: string[] = [];
  const unread: string[] = [];
  for (const [remote, url] of Object.entries(manifests)) {
    const live = await liveContract(url, get);
    if (typeof live === 'string') {
      unread.push(`${remote}: ${live}`);
      continue;
    }
    const unmet = unmetBySurface(live.needs, build.provides);
    if (unmet.length > 0) {
      blocked.push(
        `the live ${remote} needs what this shell lacks (${describeUnmet(unmet)}): deploy ${remote} built without it first`,
      );
    }
  }
  if (blocked.length > 0) return { ok: false, known: true, reason: blocked.join('; ') };
  if (unread.length > 0) {
    return { ok: false, known: false, reason: `cannot tell: ${unread.join('; ')}` };
  }
  return {
    ok: true,
    known: true,
    reason: `every live remote finds what it needs in this shell (shared contract ${build.version})`,
  };
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
  const build = readSharedContract(manifest);
  if (!build) {
    return {
      ok: false,
      known: false,
      reason: `${folder}'s build says nothing of its shared contract: build it again`,
    };
  }
  const remote = remoteOfFolder(folder);
  return remote ? remoteVerdict(remote, build, site, get) : shellVerdict(build, site, get);
}
