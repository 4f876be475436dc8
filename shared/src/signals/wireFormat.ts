// The real-user signals' wire format (docs/operations.md#signals-from-browsers), written once for
// the browser's reporter (reporter.ts, signals.ts) and the signals server that checks each beacon
// (shell/src/server/signals/beacon.ts). Import-free: Node reads it through @site/shared/definitions.

/** The largest beacon body the entry and the signals server read. */
export const MAX_BEACON_BYTES = 4096;
/** Vitals, and failures, one beacon may carry, each. */
export const MAX_PER_BEACON = 10;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Below these a value is counted (LCP and INP in milliseconds, CLS unitless). */
export const VITAL_LIMITS: Readonly<Record<VitalName, number>> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
};

/** What went wrong in a visitor's browser: the `kind` label of site_browser_failures_total. */
export const FAILURE_KINDS = [
  'remote_not_loaded',
  'chunk_timeout',
  'mail_not_sent',
  'hydration_error',
  // A remote that needs of the shared singletons what this page's shell does not have.
  'contract_mismatch',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];
