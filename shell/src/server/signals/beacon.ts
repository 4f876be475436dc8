// What a browser's beacon may say (docs/operations.md#signals-from-browsers), checked before any of
// it is counted: the page's route template and language, its Core Web Vitals and its failures,
// each from a fixed set of values, so no label ever holds what a visitor sent. Unknown fields are
// ignored, never read or kept.
import {
  FAILURE_KINDS,
  isLanguage,
  LANGUAGES,
  MAX_PER_BEACON,
  REMOTE_NAMES,
  VITAL_LIMITS,
  VITAL_NAMES,
  type FailureKind,
  type Language,
  type VitalName,
} from '@site/shared/definitions';
import { PAGE_ROUTE_LABELS } from '@site/platform/metrics';

// The limits, vitals and failure kinds are the wire format's, written once for the reporter too.
export {
  FAILURE_KINDS,
  MAX_BEACON_BYTES,
  VITAL_LIMITS,
  VITAL_NAMES,
  type FailureKind,
  type VitalName,
} from '@site/shared/definitions';

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

/** A list of at most MAX_PER_BEACON items (absent: none), or undefined when it is not one. */
function listOf(value: unknown): unknown[] | undefined {
  if (value === undefined) return [];
  return Array.isArray(value) && value.length <= MAX_PER_BEACON ? value : undefined;
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
