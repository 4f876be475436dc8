// @ts-nocheck -- not yet typed (TypeScript migration)
// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium, each run in a new
// profile: nothing stored, nothing cached, the way a first-time visitor arrives.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../lib/measureRoute.ts';

const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'];

/** One Lighthouse run of `url` by a browser whose language list is `browserLanguage`. */
export async function lighthouseRun(url, browserLanguage) {
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
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
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

function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** `runs` Lighthouse runs; each metric is the median of its runs (the lower middle for even runs). */
export async function medianLighthouse(url, browserLanguage, runs, beforeEachRun = async () => {}) {
  const results = [];
  for (let index = 0; index < runs; index += 1) {
    await beforeEachRun();
    results.push(await lighthouseRun(url, browserLanguage));
  }
  return Object.fromEntries(
    METRICS.map((metric) => [metric, median(results.map((result) => result[metric]))]),
  );
}
