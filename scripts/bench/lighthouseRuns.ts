// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium, each run in a new
// profile: nothing stored, nothing cached, the way a first-time visitor arrives.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../lib/measureRoute.ts';

const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'] as const;

/** Each metric of a run (null where Lighthouse measured none); performance is its 0–100 score. */
export type LighthouseMetrics = Record<(typeof METRICS)[number], number | null>;

/** One Lighthouse run of `url` by a browser whose language list is `browserLanguage`. */
export async function lighthouseRun(
  url: string,
  browserLanguage: string,
): Promise<LighthouseMetrics & { performance: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--lang=${browserLanguage}`,
      `--accept-lang=${browserLanguage}`,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    };
  } finally {
    await chrome.kill();
  }
}

function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** `runs` Lighthouse runs; each metric is the median of its runs (the lower middle for even runs). */
export async function medianLighthouse(
  url: string,
  browserLanguage: string,
  runs: number,
  beforeEachRun: () => Promise<void> = async () => {},
): Promise<LighthouseMetrics> {
  const results: LighthouseMetrics[] = [];
  for (let index = 0; index < runs; index += 1) {
    await beforeEachRun();
    results.push(await lighthouseRun(url, browserLanguage));
  }
  return Object.fromEntries(
    METRICS.map((metric) => [metric, median(results.map((result) => result[metric]))]),
  ) as LighthouseMetrics;
}
