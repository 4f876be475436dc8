// What a route makes the browser download: every JS and CSS file, with its gzip size as nginx
// sends it. Used by the budget check (npm test) and the benchmark (npm run bench).
import http from 'node:http';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** The bytes nginx sends for the file to a browser that accepts gzip (deterministic). */
function gzipSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * Loads `url` in a fresh page of `context` and returns the JS and CSS it downloaded from the
 * network (not from the HTTP cache), each with its gzip size.
 */
export async function measureDownloads(context, url, { settleMs = 1500 } = {}) {
  const page = await context.newPage();
  const files = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (response.fromServiceWorker()) return;
    files.set(response.url(), { type, status: response.status(), fromCache: false, response });
  });
  page.on('requestfinished', async (request) => {
    const entry = files.get(request.url());
    if (!entry) return;
    const sizes = await request.sizes().catch(() => null);
    entry.transferred = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  const result = [];
  for (const [fileUrl, entry] of files) {
    // 304 or memory/disk cache: nothing (or only headers) came over the network.
    const cached =
      entry.status === 304 || (await entry.response.request().sizes()).responseBodySize === 0;
    result.push({
      url: fileUrl,
      type: entry.type === 'script' ? 'js' : 'css',
      cached,
      gzipBytes: cached ? 0 : await gzipSize(fileUrl),
    });
  }
  await page.close();
  return result;
}

export function sumBytes(files, type) {
  return files.filter((f) => f.type === type).reduce((total, f) => total + f.gzipBytes, 0);
}
