// What every page loads of the real-user signals (docs/operations.md#what-to-watch): a place to
// put the page's own failures until the reporter is there (start.ts loads it). Kept this small on
// purpose: it is part of the first load, which has a budget (README#performance). The reporter and
// web-vitals arrive in a chunk of their own after the page's load event.
import type { RemoteName } from '@site/shared/federation';
import type { FailureKind } from './wireFormat';

export type { FailureKind } from './wireFormat';

/** Whose part of the page it was: a remote of the federation table, the shell, or none. */
export type FailureOwner = RemoteName | 'shell' | 'none';

export interface Failure {
  kind: FailureKind;
  remote: FailureOwner;
}

/**
 * The page's one queue, on the window rather than in a module, so every copy of this code (the
 * federation runtime's plugin has its own) feeds the same reporter. `deliver` is set once the
 * reporter runs; before that, failures wait in `queued`.
 */
export interface SignalsState {
  queued: Failure[];
  deliver?: (failure: Failure) => void;
}

/** Failures kept while the reporter has not started (or never will: no sendBeacon). */
export const MAX_QUEUED = 20;

export function signalsState(): SignalsState | undefined {
  if (typeof window === 'undefined') return undefined;
  const host = window as { __siteSignals?: SignalsState };
  return (host.__siteSignals ??= { queued: [] });
}

/** Records a failure the visitor met; sent soon after, with the next beacon. */
export function reportFailure(kind: FailureKind, remote: FailureOwner): void {
  const state = signalsState();
  if (!state) return;
  if (state.deliver) state.deliver({ kind, remote });
  else if (state.queued.length < MAX_QUEUED) state.queued.push({ kind, remote });
}

/**
 * A part of the page that failed: `chunk_timeout` when a script took longer than the time-out
 * (webpack's ChunkLoadError of type `timeout`, the federation runtime's "timed out"), else
 * `remote_not_loaded`.
 */
export function failureKindOf(error: unknown): FailureKind {
  let cause = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { type, message } = cause as { type?: unknown; message?: unknown };
    if (type === 'timeout' || (typeof message === 'string' && /\btimed?[ -]?out/i.test(message))) {
      return 'chunk_timeout';
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return 'remote_not_loaded';
}
