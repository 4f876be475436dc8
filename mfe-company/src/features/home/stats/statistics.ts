/** One number of the statistics banner (docs/product.md#statistics-banner). */
export interface StatisticsItem {
  key: 'currentProjects' | 'completedProjects' | 'internationalPartners';
  rangeLabel: string;
  start: number;
  end: number;
  colour: 'red' | 'amber' | 'blue';
}

/**
 * Current projects 12 to 25, completed 50 to 150, partners 25 to 65
 * (docs/product.md#statistics-banner).
 */
export const STATISTICS: readonly StatisticsItem[] = [
  { key: 'currentProjects', rangeLabel: '12-25', start: 12, end: 25, colour: 'amber' },
  { key: 'completedProjects', rangeLabel: '50-150', start: 50, end: 150, colour: 'red' },
  { key: 'internationalPartners', rangeLabel: '25-65', start: 25, end: 65, colour: 'blue' },
];

/** docs/product.md#statistics-banner: 40 steps, one every 50 ms, once the banner is 30% visible. */
export const COUNTER_STEPS = 40;
export const COUNTER_STEP_MS = 50;
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;
