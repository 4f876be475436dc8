// The real-user signals reporter (docs/operations.md#what-to-watch), loaded after the page's load
// event (signals.ts): Core Web Vitals from web-vitals and the page's own failures, sent to the
// entry's `POST /_signals` with navigator.sendBeacon in the wire format of the metrics contract.
// Batched: vitals go with the next beacon, sent when the page is hidden or left; failures a moment
// after they happen. Every label value is from a fixed set (a route template, a language, a kind,
// a remote's name) and nothing else about the visitor is sent. A beacon that fails is not sent
// again: signals are a sample, never worth a retry loop.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { matchRoute, PAGE_ROUTES, REMOTE_NAMES } from '@site/shared/federation';
import { languageOr, type Language } from '@site/shared/language';
import { signalsState, type Failure, type FailureOwner } from './signals';
import {
  FAILURE_KINDS,
  MAX_BEACON_BYTES,
  MAX_PER_BEACON,
  VITAL_LIMITS,
  VITAL_NAMES,
  type FailureKind,
  type VitalName,
} from './wireFormat';

export const SIGNALS_ENDPOINT = '/_signals';
export { MAX_BEACON_BYTES, MAX_PER_BEACON } from './wireFormat';
/** Beacons one page sends at most, whatever happens on it. */
export const MAX_BEACONS_PER_PAGE = 10;
/** How long after a failure its beacon leaves: failures of one moment share it. */
export const FAILURE_DELAY_MS = 2000;

export type { VitalName } from './wireFormat';
const OWNERS: readonly string[] = [...REMOTE_NAMES, 'shell', 'none'];

/** The page a signal belongs to, as the metrics label it. */
export interface PageLabels {
  route: string;
  language: Language;
}

/** A beacon's body (the contract's wire format, version 1). */
export interface Beacon extends PageLabels {
  v: 1;
  vitals?: { name: VitalName; value: number }[];
  failures?: Failure[];
}

/** The route template of `pathname` in the federation table, or `other` (the not-found page). */
export function routeTemplate(pathname: string): string {
  return PAGE_ROUTES.find(({ path }) => matchRoute(path, pathname) !== null)?.path ?? 'other';
}

/** The language `<html lang>` names, or the site's default for anything else. */
export const pageLanguage = (lang: string): Language => languageOr(lang);

function isVitalName(name: string): name is VitalName {
  return (VITAL_NAMES as readonly string[]).includes(name);
}

export interface ReporterEnvironment {
  /** Sends one beacon's body; false (or a throw) when the browser would not queue it. */
  send: (body: string) => boolean;
  /** The labels of the page shown now (failures belong to it). */
  currentPage: () => PageLabels;
}

export interface Reporter {
  /** A vital of the page the visit landed on (`page`); the last value of each name is kept. */
  vital: (name: string, value: number, page: PageLabels) => void;
  failure: (failure: Failure) => void;
  /** Sends what is waiting, as one beacon. */
  flush: () => void;
}

interface Batch extends PageLabels {
  vitals: Map<VitalName, number>;
  failures: Failure[];
}

export function createReporter({ send, currentPage }: ReporterEnvironment): Reporter {
  let batch: Batch | undefined;
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const pending = batch;
    batch = undefined;
    if (!pending || sent >= MAX_BEACONS_PER_PAGE) return;
    if (pending.vitals.size === 0 && pending.failures.length === 0) return;
    const beacon: Beacon = { v: 1, route: pending.route, language: pending.language };
    if (pending.vitals.size > 0) {
      beacon.vitals = [...pending.vitals].map(([name, value]) => ({ name, value }));
    }
    if (pending.failures.length > 0) beacon.failures = pending.failures;
    const body = JSON.stringify(beacon);
    if (new TextEncoder().encode(body).length > MAX_BEACON_BYTES) return;
    sent += 1;
    try {
      send(body);
    } catch {
      // Not sent; not tried again.
    }
  };

  /** The batch for `page`: a signal of another page (or language) sends the open one first. */
  const batchFor = (page: PageLabels): Batch => {
    if (batch && (batch.route !== page.route || batch.language !== page.language)) flush();
    batch ??= { ...page, vitals: new Map(), failures: [] };
    return batch;
  };

  return {
    vital(name, value, page) {
      if (!isVitalName(name) || !Number.isFinite(value) || value < 0) return;
      if (value >= VITAL_LIMITS[name]) return;
      const rounded =
        name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;
      batchFor(page).vitals.set(name, rounded);
    },
    failure({ kind, remote }) {
      if (!(FAILURE_KINDS as readonly FailureKind[]).includes(kind)) return;
      const owner: FailureOwner = OWNERS.includes(remote) ? remote : 'none';
      let open = batchFor(currentPage());
      if (open.failures.length >= MAX_PER_BEACON) {
        flush();
        open = batchFor(currentPage());
      }
      open.failures.push({ kind, remote: owner });
      timer ??= setTimeout(flush, FAILURE_DELAY_MS);
    },
    flush,
  };
}

/** The path the visit landed on: the document's own address, before any client-side navigation. */
function landingPathname(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  try {
    if (navigation) return new URL(navigation.name).pathname;
  } catch {
    // An unreadable entry: the address now.
  }
  return location.pathname;
}

/**
 * Starts reporting for this page, once: the failures queued so far and those to come, and LCP,
 * INP and CLS of the page the visit landed on. Without navigator.sendBeacon nothing is reported.
 */
export function startReporter(): void {
  const state = signalsState();
  if (!state || state.deliver || typeof navigator.sendBeacon !== 'function') return;
  const reporter = createReporter({
    send: (body) =>
      navigator.sendBeacon(
        SIGNALS_ENDPOINT,
        new Blob([body], { type: 'text/plain;charset=UTF-8' }),
      ),
    currentPage: () => ({
      route: routeTemplate(location.pathname),
      language: pageLanguage(document.documentElement.lang),
    }),
  });
  state.deliver = reporter.failure;
  for (const failure of state.queued.splice(0)) reporter.failure(failure);

  const landing: PageLabels = {
    route: routeTemplate(landingPathname()),
    language: pageLanguage(document.documentElement.lang),
  };
  const vital = ({ name, value }: Metric) => reporter.vital(name, value, landing);
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  // web-vitals reports on `visibilitychange` in the capture phase, on the window: this listener,
  // on the document, runs after it and sends what it reported.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', reporter.flush);
}
