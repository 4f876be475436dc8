// The signals server's metrics (docs/operations.md#metrics), beside the HTTP and process metrics
// every server has: the Core Web Vitals browsers measured, the failures they met and the beacons
// taken or refused. Every label value comes from beacon.ts's fixed sets.
import { Counter, Histogram, type SiteMetrics } from '@site/platform/metrics';
import { FAILURE_KINDS, FAILURE_REMOTES, type Beacon } from './beacon';

export type BeaconResult = 'accepted' | 'refused';

export interface SignalsMetrics {
  readonly site: SiteMetrics;
  /** Counts a good beacon's vitals and failures, and the beacon as accepted. */
  accepted(beacon: Beacon): void;
  /** A beacon refused (malformed, too large, too many from one address): only this is counted. */
  refused(): void;
}

export function signalsMetrics(site: SiteMetrics): SignalsMetrics {
  const registers = [site.registry];
  const labelNames = ['route', 'language'] as const;
  const lcp = new Histogram({
    name: 'site_web_vitals_lcp_seconds',
    help: "Largest Contentful Paint that visitors' browsers measured, by route template and language.",
    labelNames,
    buckets: [0.5, 1, 1.5, 1.8, 2, 2.5, 3, 4, 6, 10],
    registers,
  });
  const inp = new Histogram({
    name: 'site_web_vitals_inp_seconds',
    help: "Interaction to Next Paint that visitors' browsers measured, by route template and language.",
    labelNames,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
    registers,
  });
  const cls = new Histogram({
    name: 'site_web_vitals_cls',
    help: "Cumulative Layout Shift that visitors' browsers measured, by route template and language.",
    labelNames,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const failures = new Counter({
    name: 'site_browser_failures_total',
    help: "Failures visitors' browsers reported, by kind and the remote it concerned.",
    labelNames: ['kind', 'remote'] as const,
    registers,
  });
  const beacons = new Counter({
    name: 'site_beacons_total',
    help: 'Beacons at /_signals: accepted (counted) or refused (malformed, too large, too many).',
    labelNames: ['result'] as const,
    registers,
  });
  for (const kind of FAILURE_KINDS) {
    for (const remote of FAILURE_REMOTES) failures.inc({ kind, remote }, 0);
  }
  for (const result of ['accepted', 'refused'] as const) beacons.inc({ result }, 0);
  return {
    site,
    accepted: ({ route, language, vitals, failures: reported }) => {
      for (const { name, value } of vitals) {
        if (name === 'LCP') lcp.observe({ route, language }, value / 1000);
        else if (name === 'INP') inp.observe({ route, language }, value / 1000);
        else cls.observe({ route, language }, value);
      }
      for (const { kind, remote } of reported) failures.inc({ kind, remote });
      beacons.inc({ result: 'accepted' });
    },
    refused: () => beacons.inc({ result: 'refused' }),
  };
}
