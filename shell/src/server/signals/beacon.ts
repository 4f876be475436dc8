// What a browser's beacon may say (docs/operations.md#signals-from-browsers), checked before any of
// it is counted: the page's route template and language, its Core Web Vitals and its failures,
// each from a fixed set of values, so no label ever holds what a visitor sent. Unknown fields are
// ignored, never read or kept.
import { isLanguage, LANGUAGES, REMOTE_NAMES, type Language } from '@site/shared/definitions';
import { PAGE_ROUTE_LABELS } from '@site/platform/metrics';

/** The largest beacon read (nginx refuses larger bodies too). */
export const MAX_BEACON_BYTES = 4096;
/** Vitals and failures one beacon may carry, each. */
export const MAX_ENTRIES = 10;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Below these a value is counted (LCP and INP in milliseconds, CLS unitless). */
export const VITAL_LIMITS: Readonly<Record<VitalName, number>> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
};

export const FAILURE_KINDS = [
  'remote_not_loaded',
  'chunk_timeout',
  'mail_not_sent',
  'hydration_error',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** Where a failure happened: a remote of the federation table, the shell, or nowhere in particular. */
export const FAILURE_REMOTES: readonly string[] = [...REMOTE_NAMES, 'shell', 'none'];

export const BEACON_LANGUAGES: readonly Language[] = LANGUAGES;

export interface Beacon {
  route: string;
  language: Language;
  vitals: { name: VitalName; value: number }[];
  failures: { kind: FailureKind; remote: string }[];
}

export type BeaconReading = { beacon: Beacon } | { malformed: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** A list of at most MAX_ENTRIES items (absent: none), or undefined when it is not one. */
function listOf(value: unknown): unknown[] | undefined {
  if (value === undefined) return [];
  return Array.isArray(value) && value.length <= MAX_ENTRIES ? value : undefined;
}

/**
 * Reads a beacon's JSON text. A malformed one says why in a few fixed words (for the log; never
 * what it held).
 */
export function readBeacon(text: string): BeaconReading {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { malformed: 'not JSON' };
  }
  if (!isObject(body)) return { malformed: 'not an object' };
  if (body.v !== 1) return { malformed: 'unknown version' };
  if (!oneOf(PAGE_ROUTE_LABELS, body.route)) return { malformed: 'unknown route' };
  if (!isLanguage(body.language)) return { malformed: 'unknown language' };
  const vitals = listOf(body.vitals);
  const failures = listOf(body.failures);
  if (!vitals || !failures) return { malformed: 'vitals or failures not a short list' };
  if (vitals.length + failures.length === 0) return { malformed: 'nothing to report' };

  const beacon: Beacon = { route: body.route, language: body.language, vitals: [], failures: [] };
  for (const vital of vitals) {
    if (!isObject(vital) || !oneOf(VITAL_NAMES, vital.name)) return { malformed: 'unknown vital' };
    const { value } = vital;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return { malformed: 'vital value not a finite number of 0 or more' };
    }
    if (value >= VITAL_LIMITS[vital.name]) return { malformed: 'vital value out of range' };
    beacon.vitals.push({ name: vital.name, value });
  }
  for (const failure of failures) {
    if (!isObject(failure) || !oneOf(FAILURE_KINDS, failure.kind)) {
      return { malformed: 'unknown failure kind' };
    }
    if (!oneOf(FAILURE_REMOTES, failure.remote)) return { malformed: 'unknown remote' };
    beacon.failures.push({ kind: failure.kind, remote: failure.remote });
  }
  return { beacon };
}
