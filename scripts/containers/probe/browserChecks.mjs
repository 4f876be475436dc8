// Headless Chromium against the site's published entry, run inside the engine's network
// namespace:  node browserChecks.mjs <check> <site-url> [argument]
//   contact-down   the contact container is stopped: /contact shows the localized fallback with
//                  its retry button while header and footer stay; the other routes still render
//   text           argument: a text /about must show (the redeployed company remote)
import { launchChromium } from '../../lib/measureRoute.mjs';

const [check, siteUrl, argument] = process.argv.slice(2);
const RETRY = /^(Try again|თავიდან ცდა)$/;
const TIMEOUT = 60000;

class Failure extends Error {}
const ok = (message) => console.log(`  ok  ${message}`);

async function expectVisible(locator, what) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
  } catch {
    throw new Failure(`${what} is not visible`);
  }
}

/** A remote's fallback: an alert holding the retry button (shared RemoteUnavailable). */
const remoteFallback = (page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: RETRY }) });

async function open(page, route) {
  const response = await page.goto(new URL(route, siteUrl).href, { waitUntil: 'domcontentloaded' });
  if (response?.status() !== 200) throw new Failure(`${route} answered ${response?.status()}`);
  await expectVisible(page.getByRole('banner'), `${route}: the header`);
  await expectVisible(page.getByRole('contentinfo'), `${route}: the footer`);
}

async function contactDown(page) {
  const begin = Date.now();
  await open(page, '/contact');
  await expectVisible(remoteFallback(page), '/contact: the fallback (alert with a retry button)');
  // The time tells an operator how long a visitor waits when a remote is gone (the entry's
  // upstream connect time-out and the shell's retries decide it).
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  ok(
    `/contact shows the fallback with its retry button after ${seconds} s; header and footer stay`,
  );

  for (const route of ['/', '/about', '/services', '/projects', '/blog']) {
    await open(page, route);
    await expectVisible(page.getByRole('heading', { level: 1 }), `${route}: its page heading`);
    // Let late remote failures surface before judging the page.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if ((await remoteFallback(page).count()) > 0) {
      throw new Failure(`${route} shows a remote's fallback although only contact is down`);
    }
    ok(`${route} renders its page while contact is down`);
  }
}

async function text(page) {
  await open(page, '/about');
  await expectVisible(page.getByText(argument), `/about: the text "${argument}"`);
  ok(`/about shows "${argument}"`);
}

const CHECKS = { 'contact-down': contactDown, text };
const browser = await launchChromium();
try {
  if (!CHECKS[check] || !siteUrl)
    throw new Failure(
      `usage: browserChecks.mjs <${Object.keys(CHECKS).join('|')}> <site-url> [text]`,
    );
  const page = await browser.newPage();
  await CHECKS[check](page);
} catch (error) {
  console.error(`  FAIL ${error instanceof Failure ? error.message : error.stack}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
