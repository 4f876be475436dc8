// What a route makes the browser download: every JS and CSS file, with its gzip size as nginx
// sends it. Used by the budget check (npm test) and the benchmark (npm run bench).
import { existsSync } from 'node:fs';
import http from 'node:http';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { importTypeScript } from '../../tooling/importTypeScript.ts';
import type * as Chromium from '../../e2e/support/chromium.ts';
import { OperatorError } from './operatorErrors.ts';

/** The browser and flags of every browser check (e2e/support/chromium.ts). */
export const { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } = (await importTypeScript(
  'e2e/support/chromium.ts',
)) as typeof Chromium;

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_EXECUTABLE)) {
    throw new OperatorError(
      `Chromium is not at ${CHROMIUM_EXECUTABLE}: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to where it is.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] });
}

/** A JS or CSS file a page asked for. */
export interface DownloadedFile {
  url: string;
  type: 'js' | 'css';
  /** The browser's cache answered it (or a revalidation was answered 304). */
  cached: boolean;
  /** The bytes that crossed the network (0 when cached). */
  networkBytes: number;
  /** Asked for after the page's load event. */
  afterLoad: boolean;
  /** Its gzip size as nginx sends it. */
  gzipBytes: number;
}

/** The bytes nginx sends for the file to a browser that accepts gzip (deterministic). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * Loads `url` in a new page of `context` and returns the JS and CSS it asked for: each file's gzip
 * size as nginx sends it (deterministic) and the bytes that really crossed the network (0 when the
 * browser's cache answered or a revalidation was answered 304, which is what a repeat visit should
 * see).
 */
export async function measureDownloads(
  context: BrowserContext,
  url: string,
  { settleMs = 1500 }: { settleMs?: number } = {},
): Promise<DownloadedFile[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const files = new Map<string, Omit<DownloadedFile, 'afterLoad' | 'gzipBytes'>>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' && type !== 'Stylesheet') return;
    files.set(requestId, {
      url: response.url,
      type: type === 'Script' ? 'js' : 'css',
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      networkBytes: 0,
    });
  });
  // A revalidated file (If-None-Match answered 304) reaches responseReceived as the cached 200;
  // only the raw response shows the 304. Its body was not downloaded again.
  const revalidated = new Set<string>();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    if (statusCode === 304) revalidated.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const file = files.get(requestId);
    if (!file) return;
    if (revalidated.has(requestId)) file.cached = true;
    if (!file.cached) file.networkBytes = encodedDataLength;
  });
  const answer = await page.goto(url, { waitUntil: 'networkidle' });
  // A measurement of anything else (an error page, a 404 from nginx) would pass any budget.
  const rendered = await page.locator('html').getAttribute('data-rendered');
  const status = answer?.status();
  if (status !== 200 || rendered === null) {
    throw new Error(
      `${url} is not the site's own page (status ${status ?? 'none'}, ${rendered === null ? 'no data-rendered on <html>' : `data-rendered="${rendered}"`}): nothing there to measure`,
    );
  }
  await page.waitForTimeout(settleMs);
  // When each file was asked for, against the page's load event: what the page asks for once it
  // has loaded (on idle, when a part comes into view, on intent) is counted apart from what the
  // visitor waits for before the page is ready to use.
  const timing = await page.evaluate(() => ({
    loadedAt:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.loadEventStart ?? 0,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  }));
  const startOf = (url: string) =>
    timing.requests.find((request) => request.url === url)?.startTime ?? 0;
  const result: DownloadedFile[] = [];
  for (const file of files.values()) {
    const afterLoad = timing.loadedAt > 0 && startOf(file.url) > timing.loadedAt;
    result.push({ ...file, afterLoad, gzipBytes: await gzipSize(file.url) });
  }
  await cdp.detach();
  await page.close();
  return result;
}

/** What a visit transferred for one kind of file (0 for files the cache answered). */
export function sumNetwork(files: readonly DownloadedFile[], type: DownloadedFile['type']): number {
  return files.filter((f) => f.type === type).reduce((total, f) => total + f.networkBytes, 0);
}

/**
 * The gzip bytes of one kind of file; `phase` 'beforeLoad' or 'afterLoad' counts only the files
 * asked for before, or after, the page's load event.
 */
export function sumBytes(
  files: readonly DownloadedFile[],
  type: DownloadedFile['type'],
  phase?: 'beforeLoad' | 'afterLoad',
): number {
  return files
    .filter((f) => f.type === type)
    .filter((f) => phase === undefined || f.afterLoad === (phase === 'afterLoad'))
    .reduce((total, f) => total + f.gzipBytes, 0);
}
