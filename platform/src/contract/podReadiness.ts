// A container's readiness (nginx/healthcheck.sh runs it as dist-server/readiness.cjs, the image's
// HEALTHCHECK and every remote's Kubernetes readiness probe): the pod's own health, and for a
// remote one gate on its first readiness only (docs/operations.md#shared-contract-changes).
//
// Why a pod's readiness is its own: a probe that asks another service turns that service's bad
// deploy or slowness into this one's outage. Kubernetes takes every not-ready pod out of its
// Service at once, so a shell deployed in the wrong order, or merely slow, would take every page of
// the remote down (its manifest 502, the error box), where the shell's own check in the browser
// keeps each page readable. Whether two builds fit is decided before the deploy (`npm run
// can-deploy`); once a pod has been ready, only its own servers decide.
//
// Why a first-readiness gate remains: in a rolling update it is the one place where a new build
// can be held back while the old pods keep serving (maxUnavailable: 0), should the step before the
// deploy have been skipped. It holds a pod back only when that keeps visitors on something better:
// the live shell answers a contract this build cannot run with, AND the build of this remote
// serving now runs with that shell where this one would not. In every other case the pod is ready
// on its own health: the shell slow or silent (an unknown is not a no), nothing of this remote
// serving (holding back would only prolong an outage), or the serving build lacking as much (the
// same build scaled up or rescheduled after the shell changed under it: holding it back would only
// take capacity away). Once ready, the pod writes a mark in its runtime folder (an emptyDir on
// Kubernetes, kept across container restarts) and never asks the shell again.
//
// Bounded: one Node process, every request under one deadline well inside the probe's time-out
// (READINESS_BUDGET_MS against timeoutSeconds: 5), and a gate that has not answered by then counts
// as unknown.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canDeployRemote, errorMessage, remoteOfFolder, type Fetch } from './canDeploy';

/** The whole readiness check's deadline: the probes' time-out is 5 s, Node starts in well under 1. */
export const READINESS_BUDGET_MS = 2000;

/** The mark a pod leaves in its runtime folder once it has been ready. */
export const HAS_BEEN_READY = 'has-been-ready';

/** The file compose.cjs writes when the container starts: the ports whose /healthz must answer. */
export const HEALTH_PORTS = 'health-ports';

export interface PodReadinessInput {
  /** NGINX_RUNTIME_DIR: health-ports is read from it, the has-been-ready mark written to it. */
  readonly runtimeDir: string;
  /** SITE_APP: which app this container serves. */
  readonly folder: string;
  /** SITE_ROOT: where this build's mf-manifest.json is. */
  readonly siteRoot: string;
  /** SHELL_INTERNAL_URL: the shell this remote is composed with; empty: no gate. */
  readonly shell: string;
  /** Aborted at the deadline; every request is made under it. */
  readonly deadline: AbortSignal;
  /** How requests are made (fetch, given the deadline). */
  readonly get: Fetch;
}

export type PodReadiness =
  | { readonly ready: true; readonly note?: string }
  | { readonly ready: false; readonly reason: string };

/** `promise`, or `fallback` once `signal` aborts, whichever is first: nothing outlives the deadline. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, fallback: () => T): Promise<T> {
  if (signal.aborted) return Promise.resolve(fallback());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => resolve(fallback());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Why the container's own servers are not healthy, or undefined when every one answers. */
async function ownHealth(
  ports: readonly string[],
  input: PodReadinessInput,
): Promise<string | undefined> {
  const failures = await Promise.all(
    ports.map((port) =>
      untilAborted(
        input.get(`http://127.0.0.1:${port}/healthz`).then(
          (response) => (response.ok ? undefined : `${port}: ${response.status}`),
          (error: unknown) => `${port}: ${errorMessage(error)}`,
        ),
        input.deadline,
        () => `${port}: no answer within ${READINESS_BUDGET_MS} ms`,
      ),
    ),
  );
  const failed = failures.filter((failure) => failure !== undefined);
  return failed.length > 0 ? `unhealthy: ${failed.join('; ')}` : undefined;
}

type Gate =
  | { readonly hold: false; readonly note?: string }
  | { readonly hold: true; readonly reason: string };

/** The first-readiness gate (see the top of this file). */
async function firstReadinessGate(input: PodReadinessInput, mark: string): Promise<Gate> {
  const remote = remoteOfFolder(input.folder);
  if (!remote || !input.shell || existsSync(mark)) return { hold: false };
  const judged = async (): Promise<Gate> => {
    const manifest: unknown = JSON.parse(
      await readFile(path.join(input.siteRoot, 'mf-manifest.json'), 'utf8'),
    );
    const verdict = await canDeployRemote(
      remote,
      input.folder,
      manifest,
      new URL(input.shell),
      input.get,
    );
    if (verdict.answer === 'no' && verdict.beyondServing.length > 0) {
      return {
        hold: true,
        reason: `${verdict.reason} (the ${remote} build serving now runs with this shell: this new pod waits, the serving pods stay)`,
      };
    }
    return verdict.answer === 'yes' ? { hold: false } : { hold: false, note: verdict.reason };
  };
  return untilAborted(
    judged().catch((error: unknown) => ({
      hold: false as const,
      note: `the shared contract was not checked (${errorMessage(error)})`,
    })),
    input.deadline,
    () => ({
      hold: false,
      note: `the shell did not answer within ${READINESS_BUDGET_MS} ms: its contract was not checked`,
    }),
  );
}

/** Whether this container is ready now, and if not, one sentence why. */
export async function podReadiness(input: PodReadinessInput): Promise<PodReadiness> {
  if (!input.runtimeDir) return { ready: false, reason: 'NGINX_RUNTIME_DIR is not set' };
  const ports = await readFile(path.join(input.runtimeDir, HEALTH_PORTS), 'utf8').then(
    (text) => text.split(/\s+/).filter(Boolean),
    () => undefined,
  );
  // Written by compose.cjs when the container starts: until then (or while it is being written,
  // empty) the container is still starting.
  if (!ports?.length) return { ready: false, reason: `starting: no ${HEALTH_PORTS} yet` };
  const mark = path.join(input.runtimeDir, HAS_BEEN_READY);
  const [unhealthy, gate] = await Promise.all([
    ownHealth(ports, input),
    firstReadinessGate(input, mark),
  ]);
  if (unhealthy) return { ready: false, reason: unhealthy };
  if (gate.hold) return { ready: false, reason: gate.reason };
  // A mark that cannot be written only means the gate is asked again next time.
  await writeFile(mark, `${new Date().toISOString()}\n`).catch(() => undefined);
  return gate.note ? { ready: true, note: gate.note } : { ready: true };
}
