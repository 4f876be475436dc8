// Headless Chromium against the site's published entry, run inside the engine's network
// namespace:  node browserChecks.ts <check> <site-url> [argument]
//   contact-down   the contact container is stopped: /contact shows the localized fallback with
//                  its retry button while header and footer stay; the other routes still render
//   text           argument: a text /about must show (the redeployed company remote)
//   open-across-redeploy  arguments: that text and a folder to meet the caller in. Opens
//                  /services, writes <folder>/opened, waits for <folder>/redeployed (the caller
//                  rebuilt and restarted company meanwhile), then clicks into /about: the new page
//                  with the text shows, never the fallback
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { launchChromium } from '../../lib/measureRoute.ts';
import { sleep } from '../../lib/processes.ts';

const [check, siteUrl, argument, meetingDir] = process.argv.slice(2);
const RETRY = /^(Try again|თავიდან ცდა)$/;
const TIMEOUT = 60000;

class Failure extends Error {}
const ok = (message: string) => console.log(`  ok  ${message}`);

/** An argument the check cannot run without. */
function needed(value: string | undefined, what: string): string {
  if (!value) throw new Failure(`${check ?? 'this check'} needs ${what}`);
  return value;
}

async function expectVisible(locator: Locator, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
  } catch {
    throw new Failure(`${what} is not visible`);
  }
}

/** A remote's fallback: an alert holding the retry button (shared RemoteUnavailable). */
const remoteFallback = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: RETRY }) });

async function open(page: Page, route: string): Promise<void> {
  const response = await page.goto(new URL(route, siteUrl).href, { waitUntil: 'domcontentloaded' });
  if (response?.status() !== 200) throw new Failure(`${route} answered ${response?.status()}`);
  await expectVisible(page.getByRole('banner'), `${route}: the header`);
  await expectVisible(page.getByRole('contentinfo'), `${route}: the footer`);
}

async function contactDown(page: Page): Promise<void> {
  const begin = Date.now();
  await open(page, '/contact');
  await expectVisible(remoteFallback(page), '/contact: the fallback (alert with a retry button)');
  // The time tells an operator how long a visitor waits when a remote is gone (the entry's
  // upstream connect time-out and the shell's retries decide it).
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  ok(
    `/contact shows the fallback with its retry button after ${seconds} s; header and footer stay`,
  );

  const requests = trackRequests(page);
  for (const route of ['/', '/about', '/services', '/projects', '/blog']) {
    requests.reset();
    await open(page, route);
    await expectVisible(page.getByRole('heading', { level: 1 }), `${route}: its page heading`);
    // A remote's fallback shows only after one of its requests failed: once every request the
    // page started has ended, a failure has surfaced (a frame later). A route that asked the
    // stopped remote anything may still retry it after a pause with nothing in flight, so it waits
    // for the network to stay idle as well.
    await requests.settled(route);
    const askedContact = requests.contact();
    if (askedContact > 0) await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    if ((await remoteFallback(page).count()) > 0) {
      throw new Failure(`${route} shows a remote's fallback although only contact is down`);
    }
    ok(
      `${route} renders its page while contact is down (${requests.ended()} requests ended, ${askedContact} to contact)`,
    );
  }
}

/** The page's requests since `reset`: how many ended, which went to contact, when all ended. */
function trackRequests(page: Page) {
  let pending = 0;
  let ended = 0;
  let contact = 0;
  page.on('request', (request) => {
    pending += 1;
    if (new URL(request.url()).pathname.startsWith('/mfe/contact/')) contact += 1;
  });
  const end = () => {
    pending = Math.max(0, pending - 1);
    ended += 1;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    reset() {
      ended = 0;
      contact = 0;
    },
    ended: () => ended,
    contact: () => contact,
    async settled(route: string) {
      const deadline = Date.now() + TIMEOUT;
      while (pending > 0) {
        if (Date.now() > deadline) throw new Failure(`${route}: ${pending} requests never ended`);
        await sleep(50);
      }
    },
  };
}

async function text(page: Page): Promise<void> {
  const shown = needed(argument, 'a text');
  await open(page, '/about');
  await expectVisible(page.getByText(shown), `/about: the text "${shown}"`);
  ok(`/about shows "${shown}"`);
}

/** Waits for the caller's file in the meeting folder (it rebuilds a remote meanwhile). */
async function waitForCaller(folder: string, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path.join(folder, name))) {
    if (Date.now() > deadline) throw new Failure(`the caller never wrote ${name}`);
    await sleep(500);
  }
}

/**
 * A visitor with a company page open while company is redeployed (docs/operations.md#deploying-one-remote-alone):
 * the page's remote entry asks for files the new container no longer has, and the next click
 * must still show the page (the shell loads the address again), not the fallback.
 */
async function openAcrossRedeploy(page: Page): Promise<void> {
  const shown = needed(argument, 'a text');
  const folder = needed(meetingDir, 'a folder to meet the caller in');
  // The language banner would cover the header's links.
  await page.addInitScript(() => localStorage.setItem('languageBannerDismissed', 'true'));
  await open(page, '/services');
  await expectVisible(page.getByRole('heading', { level: 1 }), '/services: its page heading');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => Object.assign(globalThis, { openedBeforeRedeploy: true }));
  writeFileSync(path.join(folder, 'opened'), '');
  ok('/services is open in Chromium before the redeploy');

  await waitForCaller(folder, 'redeployed', 30 * 60 * 1000);
  const begin = Date.now();
  await page.locator('header a[href$="/about"]:visible').first().click();
  await expectVisible(page.getByText(shown), `/about after the redeploy: the text "${shown}"`);
  await expectVisible(page.getByRole('heading', { level: 1 }), '/about: its page heading');
  if ((await remoteFallback(page).count()) > 0) {
    throw new Failure('/about shows the fallback after the redeploy');
  }
  const reloaded = await page.evaluate(() => !('openedBeforeRedeploy' in globalThis));
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  ok(
    `the click into /about showed the new page after ${seconds} s (${reloaded ? 'a full page load' : 'in place'}), no fallback`,
  );
}

const CHECKS: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  'contact-down': contactDown,
  text,
  'open-across-redeploy': openAcrossRedeploy,
};
const browser = await launchChromium();
try {
  const run = check === undefined ? undefined : CHECKS[check];
  if (!run || !siteUrl)
    throw new Failure(
      `usage: browserChecks.ts <${Object.keys(CHECKS).join('|')}> <site-url> [text]`,
    );
  const page = await browser.newPage();
  await run(page);
} catch (error) {
  const stack = error instanceof Error ? error.stack : String(error);
  console.error(`  FAIL ${error instanceof Failure ? error.message : stack}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
