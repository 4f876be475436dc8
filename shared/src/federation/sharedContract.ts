// The shared contract between builds (docs/architecture.md#the-shared-contract): which names each
// `@site/shared` entry point a build provides, and which of them its own code needs from the
// singleton it is given at run time. Every build writes both into its mf-manifest.json
// (`metaData.sharedContract`, tooling/federation/sharedContract.ts); the shell's runtime, the
// `can-deploy` command and a remote's readiness read them with these functions. Import-free: it is
// in the browser package and in Node tooling alike (through `@site/shared/definitions`).

/** Export names by shared entry point (`@site/shared/ui` → `['Spinner', …]`), sorted. */
export type SharedSurface = Readonly<Record<string, readonly string[]>>;

export interface SharedContract {
  /** Changes when, and only when, the provided surface changes: a hash of `provides`. */
  readonly version: string;
  /** What this build's own copy of each shared entry point exports. */
  readonly provides: SharedSurface;
  /** What this build's own code imports from each shared entry point. */
  readonly needs: SharedSurface;
}

/** One entry point that does not give a build all it needs. */
export interface UnmetNeed {
  readonly entry: string;
  readonly missing: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function surfaceOf(value: unknown): SharedSurface | undefined {
  if (!isRecord(value)) return undefined;
  const surface: Record<string, readonly string[]> = {};
  for (const [entry, names] of Object.entries(value)) {
    if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) return undefined;
    surface[entry] = names as string[];
  }
  return surface;
}

/**
 * The contract a manifest declares, or undefined when it declares none (a build from before the
 * contract was written down) or a malformed one.
 */
export function readSharedContract(manifest: unknown): SharedContract | undefined {
  const metaData = isRecord(manifest) ? manifest.metaData : undefined;
  const contract = isRecord(metaData) ? metaData.sharedContract : undefined;
  if (!isRecord(contract) || typeof contract.version !== 'string') return undefined;
  const provides = surfaceOf(contract.provides);
  const needs = surfaceOf(contract.needs);
  return provides && needs ? { version: contract.version, provides, needs } : undefined;
}

/**
 * What `needs` asks of entry points that `has` knows and that lack some of the names; an entry
 * point `has` does not know (undefined) is not given by that side, so the build brings its own.
 */
export function unmetNeeds(
  needs: SharedSurface,
  has: (entry: string) => ReadonlySet<string> | undefined,
): UnmetNeed[] {
  const unmet: UnmetNeed[] = [];
  for (const [entry, names] of Object.entries(needs)) {
    const given = has(entry);
    const missing = given ? names.filter((name) => !given.has(name)) : [];
    if (missing.length > 0) unmet.push({ entry, missing });
  }
  return unmet;
}

/** The needs a provided surface does not meet (see unmetNeeds). */
export function unmetBySurface(needs: SharedSurface, provides: SharedSurface): UnmetNeed[] {
  return unmetNeeds(needs, (entry) => {
    const names = provides[entry];
    return names ? new Set(names) : undefined;
  });
}

/** One line an operator or a team reads: `@site/shared/ui without acceptanceMark, …`. */
export function describeUnmet(unmet: readonly UnmetNeed[]): string {
  return unmet.map(({ entry, missing }) => `${entry} without ${missing.join(', ')}`).join('; ');
}
