import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { sampleValue } from '../../platform/src/server/metrics/samples';
import { previewPorts } from '../../tooling/previewPorts';
import { burstIngress } from '../support/burstIngress';
import { CHROMIUM_ARGS, HEADLESS_SHELL_EXECUTABLE } from '../support/chromium';
import { CONTACT_TEXTS, expectForm, field, fillForm, valuesFor } from '../support/contactForm';
import { type DegradedSite, startSite } from '../support/degradedSite';
import { startUsingPage } from '../support/hydration';
import { INGRESS_ADDRESS, type IngressStandIn, ingressFor } from '../support/ingressStandIn';
import { returningVisitor } from '../support/language';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { waitForUrl } from '../support/waitForUrl';

// The visitor behind a proxy the operator trusts (docs/operations.md#behind-a-proxy), on a site of
// its own whose TRUSTED_PROXIES names the ingress stand-ins' address: whose address paces a message
// (the form server's one message per address, FORM_SEND_INTERVAL_MS, held at ten minutes here) and
// a beacon (SIGNALS_BEACONS_PER_MINUTE, one a minute here); and (issue 53, finding 3) several
// visitors who send the contact form in the same second, against a mail sink that keeps EmailJS's
// limit of one request per window per account (local-services' own, never lifted here). EmailJS's
// window is a second; here it is 300 ms (MAIL_RATE_LIMIT_MS), and the form server's pace is set to
// it (FORM_MAIL_INTERVAL_MS, a second in production): the same limit met, in less of the wait.
// Every visitor told "sent" must find their message in the mailbox; the others are told it was not
// sent, with what they typed kept. The form server paces its sends and tries a 429 or a 5xx again
// within 10 s (mfe-contact/src/server/form/mailQueue.ts); the browser tries a 429 once more after
// the window (sendContactMessage.ts).
//
// The site's address is http://localhost:<port> (SITE_URL); the visitors use 127.0.0.1 and a port,
// as a visitor does on a LAN or a preview, each burst's visitor an address of their own. Its sink
// is its own (its window no other test's mail takes), and the tests run one after the other: each
// burst meets the limit alone.

const base = PORTS.entry + SITE_OFFSETS.mailBurst;
const ports = previewPorts(base);
const servicesUrl = `http://localhost:${ports.services}`;
const t = CONTACT_TEXTS.en;
/** The sink's window (local-services' MAIL_RATE_LIMIT_MS), and the form server's pace. */
const MAIL_WINDOW_MS = 300;
// Longer than the form's 10 s (its length is formServer.test.ts's): what is under test is whose
// address paces a message. A visitor's second message must come within the pace, and between the two
// a test loads a page, fills it in and reads the outbox, which a busy 2-core machine (a build in the
// other worker) can stretch past 10 s: the second would then be sent, not refused.
const FORM_PACE_MS = 10 * 60_000;

test.describe.configure({ mode: 'serial' });
// The configuration's resolver rules leave only localhost reachable; the visitors behind the
// ingress stand-ins use 127.0.0.1.
test.use({
  launchOptions: {
    executablePath: HEADLESS_SHELL_EXECUTABLE,
    args: [
      ...CHROMIUM_ARGS,
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  },
});

let site: DegradedSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSite({
    offset: SITE_OFFSETS.mailBurst,
    serverEnv: {
      entry: { TRUSTED_PROXIES: INGRESS_ADDRESS, SIGNALS_BEACONS_PER_MINUTE: '1' },
      contact: {
        FORM_MAIL_INTERVAL_MS: String(MAIL_WINDOW_MS),
        FORM_SEND_INTERVAL_MS: String(FORM_PACE_MS),
      },
    },
    env: { MAIL_RATE_LIMIT_MS: String(MAIL_WINDOW_MS) },
  });
  // The entry answers before the contact container's form server has started: the tests read
  // its metrics and post to it.
  await waitForUrl(`http://127.0.0.1:${ports.formServer}/healthz`);
  await waitForUrl(`http://127.0.0.1:${ports.formServerMetrics}/metrics`);
  await mailControl({ reset: true });
});

const ingresses: IngressStandIn[] = [];
test.afterAll(async () => {
  await Promise.all(ingresses.map((standIn) => standIn.close()));
  await site?.stop();
});

async function mailControl(command: Record<string, unknown>) {
  const answer = await fetch(`${servicesUrl}/api/__mail-control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(command),
  });
  expect(answer.ok).toBe(true);
  // The sink keeps its limit in every test here.
  expect(((await answer.json()) as { rateLimitMs: number }).rateLimitMs).toBe(MAIL_WINDOW_MS);
}

/** The senders of every message in the sink's mailbox. */
async function mailbox(): Promise<string[]> {
  const messages = (await (await fetch(`${servicesUrl}/outbox`)).json()) as {
    template_params: Record<string, string>;
  }[];
  return messages.map((message) => message.template_params.from_email ?? '');
}

/** A counter of the form server's metrics, 0 when it has no sample. */
async function formServerCount(name: string, labels: Record<string, string> = {}) {
  const text = await (await fetch(`http://127.0.0.1:${ports.formServerMetrics}/metrics`)).text();
  return sampleValue(text, name, labels) ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sender = 0;
/** A sender address of this run alone. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(sender += 1)}@example.com`;

interface Visitor {
  context: BrowserContext;
  page: Page;
  values: ReturnType<typeof valuesFor>;
}

/** A visitor who opened the contact page at `url` and filled it in (with scripts or without). */
async function visitorReady(
  browser: Browser,
  url: string,
  label: string,
  scripts: boolean,
): Promise<Visitor> {
  const context = await browser.newContext({ javaScriptEnabled: scripts, locale: 'en-US' });
  const page = await context.newPage();
  const values = valuesFor('en', uniqueEmail(label));
  if (scripts) {
    await returningVisitor(page, 'en', { url, bannerDismissed: true });
    await page.goto(`${url}/en/contact`);
    await expect(page.getByRole('button', { name: t.send })).toBeVisible();
    // The form its scripts run: the visitor's first tap starts them.
    await startUsingPage(page);
  } else {
    await page.goto(`${url}/en/contact`);
  }
  await fillForm(page, 'en', values);
  return { context, page, values };
}

/** Sends a visitor's form without scripts; the form server's answer's status. */
async function postForm({ page }: Visitor): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST', {
      timeout: 30_000,
    }),
    page.getByRole('button', { name: t.send }).click(),
  ]);
  return answer.status();
}

/**
 * What a visitor without scripts was told, checked as they read it: "sent" (303 to the sent
 * state), or the page again saying it was not sent, with everything typed in its fields.
 */
async function toldWithoutScripts(visitor: Visitor, status: number): Promise<'sent' | 'not sent'> {
  if (status === 303) {
    await expect(visitor.page.getByText(t.success)).toBeVisible();
    return 'sent';
  }
  expect(status).toBe(503);
  await expect(visitor.page.locator('form').getByRole('alert')).toHaveText(t.statuses[500]);
  await expectForm(visitor.page, 'en', visitor.values);
  return 'not sent';
}

/** No-script visitors, each of their own address behind the trusted proxy, sending at once. */
async function burstWithoutScripts(browser: Browser, count: number, label: string) {
  const ingress = await burstIngress(count, base);
  try {
    const visitors = await Promise.all(
      ingress.urls.map((url, index) => visitorReady(browser, url, `${label}-${index}`, false)),
    );
    return { visitors, ingress, answers: Promise.all(visitors.map(postForm)) };
  } catch (error) {
    await ingress.close();
    throw error;
  }
}

// Whose address paces a message and a beacon.

const SENT = 'Your message was sent successfully! We will contact you soon.';
const TOO_SOON = 'You are sending messages too quickly. Please wait a few seconds and try again.';

/** The way in of a visitor at `visitor`'s address, behind an ingress stand-in. */
const ingressUrl = async (visitor: string) => {
  const standIn = await ingressFor(visitor, base);
  ingresses.push(standIn);
  return standIn.url;
};

const VALUES = {
  Name: 'Nino Beridze',
  Phone: '+995 555 12 34 56',
  Message: 'Hello! I would like a quote for a fire alarm in our office.',
};

/** A visitor without scripts sends the form at `url`; the answer's status. */
async function sendForm(
  browser: Browser,
  url: string,
  email: string,
  headers: Record<string, string> = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'en-US',
    extraHTTPHeaders: headers,
  });
  const page = await context.newPage();
  await page.goto(`${url}/en/contact`);
  for (const [label, value] of Object.entries({ ...VALUES, 'E-mail': email })) {
    await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send message' }).click(),
  ]);
  return { status: answer.status(), page, close: () => context.close() };
}

async function outboxHas(email: string) {
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${servicesUrl}/outbox`)).json()) as {
        template_params: Record<string, string>;
      }[];
      return messages.some((message) => message.template_params.from_email === email);
    })
    .toBe(true);
}

test('two visitors behind the ingress each send a message within the pace: both are delivered', async ({
  browser,
}) => {
  const first = uniqueEmail('first');
  const second = uniqueEmail('second');
  const [a, b] = [await ingressUrl('198.51.100.1'), await ingressUrl('198.51.100.2')];
  for (const [url, email] of [
    [a, first],
    [b, second],
  ] as const) {
    const sent = await sendForm(browser, url, email);
    expect(sent.status).toBe(303);
    await expect(sent.page.getByText(SENT)).toBeVisible();
    await sent.close();
  }
  await outboxHas(first);
  await outboxHas(second);
});

test('one visitor sending twice within the pace gets the 429 page, with what was typed', async ({
  browser,
}) => {
  const url = await ingressUrl('198.51.100.3');
  const sent = await sendForm(browser, url, uniqueEmail('once'));
  expect(sent.status).toBe(303);
  await sent.close();
  const again = await sendForm(browser, url, 'twice@example.com');
  expect(again.status).toBe(429);
  await expect(again.page.getByRole('alert')).toHaveText(TOO_SOON);
  await expect(again.page.getByRole('textbox', { name: /^Message/ })).toHaveValue(VALUES.Message);
  await expect(again.page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
    'twice@example.com',
  );
  await again.close();
});

test('the form sent at 127.0.0.1 and the port is delivered; a forged X-Forwarded-For changes nothing', async ({
  browser,
}) => {
  // Straight to the entry: 127.0.0.1 is no trusted proxy, so its X-Forwarded-For is the visitor's
  // own claim, and the second message is still the same visitor's.
  const direct = `http://127.0.0.1:${base}`;
  const email = uniqueEmail('direct');
  const sent = await sendForm(browser, direct, email);
  expect(sent.status).toBe(303);
  await expect(sent.page.getByText(SENT)).toBeVisible();
  await sent.close();
  await outboxHas(email);
  const forged = await sendForm(browser, direct, uniqueEmail('forged'), {
    'X-Forwarded-For': '203.0.113.99',
  });
  expect(forged.status).toBe(429);
  await forged.close();
});

test('the beacons’ pace is per visitor behind the ingress', async () => {
  const beacon = (url: string) =>
    fetch(`${url}/_signals`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        v: 1,
        route: '/',
        language: 'en',
        vitals: [{ name: 'LCP', value: 1200 }],
      }),
    }).then((answer) => answer.status);
  const [a, b] = [await ingressUrl('198.51.100.4'), await ingressUrl('198.51.100.5')];
  expect(await beacon(a)).toBe(204);
  expect(await beacon(a)).toBe(429);
  expect(await beacon(b)).toBe(204);
});

// Bursts of visitors against the mail service's limit.

for (const count of [3, 5]) {
  test(`${count} visitors behind the proxy send without scripts in the same second: all told “sent”, all in the mailbox`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const queued = await formServerCount('site_mail_queued_total');
    const { visitors, ingress, answers } = await burstWithoutScripts(browser, count, 'burst');
    try {
      const statuses = await answers;
      expect(statuses).toEqual(Array(count).fill(303));
      for (const [index, visitor] of visitors.entries()) {
        expect(await toldWithoutScripts(visitor, statuses[index] ?? 0)).toBe('sent');
      }
      const delivered = await mailbox();
      for (const { values } of visitors) expect(delivered).toContain(values.email);
      expect(await formServerCount('site_mail_queued_total')).toBe(queued + count);
    } finally {
      await Promise.all(visitors.map(({ context }) => context.close()));
      await ingress.close();
    }
  });
}

test('the mail service down until the form server has tried again, then back: no visitor told “sent” is missing from the mailbox', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const retried = await formServerCount('site_mail_retries_total', { reason: 'server_error' });
  // Every send answers 503 (any sender: this sink is this site's alone).
  await mailControl({ forceStatus: 503 });
  let lifted = false;
  const lift = async () => {
    if (lifted) return;
    lifted = true;
    await mailControl({ forceStatus: null });
  };
  const { visitors, ingress, answers } = await burstWithoutScripts(browser, 3, 'outage');
  try {
    await ingress.released;
    // Down from the moment the messages reached the site until the queue has tried again (its
    // first retry comes a window after the first failure), then back, with most of the 10 s bound left.
    await expect
      .poll(() => formServerCount('site_mail_retries_total', { reason: 'server_error' }), {
        intervals: [100],
        timeout: 10_000,
      })
      .toBeGreaterThan(retried);
    await lift();
    const statuses = await answers;
    const told = await Promise.all(
      visitors.map((visitor, index) => toldWithoutScripts(visitor, statuses[index] ?? 0)),
    );
    const delivered = await mailbox();
    for (const [index, { values }] of visitors.entries()) {
      if (told[index] === 'sent') expect(delivered).toContain(values.email);
    }
    // The queue tried again while the service was down (above), and the first message, with most
    // of its 10 s left when the service came back and tries two windows apart, went.
    expect(told).toContain('sent');
  } finally {
    await lift();
    await Promise.all(visitors.map(({ context }) => context.close()));
    await ingress.close();
  }
});

/**
 * Holds each browser's first request to the mail service until every browser has made one, then
 * lets them all go: the visitors send in the same second, however long the pages took. Their
 * retries pass as they come.
 */
async function sendTogether(visitors: Visitor[]) {
  const held: (() => Promise<void>)[] = [];
  for (const { context } of visitors) {
    let first = true;
    await context.route('**/api/v1.0/email/send', async (route) => {
      if (route.request().method() !== 'POST' || !first) {
        await route.continue();
        return;
      }
      first = false;
      held.push(() => route.continue());
      if (held.length === visitors.length) await Promise.all(held.map((go) => go()));
    });
  }
  await Promise.all(visitors.map(({ page }) => page.getByRole('button', { name: t.send }).click()));
}

/** What a visitor with scripts was told, once the form stopped sending. */
async function toldWithScripts({ page, values }: Visitor): Promise<'sent' | 'not sent'> {
  const form = page.locator('form', { has: page.getByRole('button', { name: t.send }) });
  const sent = form.getByRole('status').filter({ hasText: t.success });
  const alert = form.getByRole('alert');
  // The second try comes up to 2 s after the first, each within the SDK's own wait.
  await expect(sent.or(alert)).toBeVisible({ timeout: 20_000 });
  if (await sent.isVisible()) {
    await expect(field(page, 'en', 'message')).toHaveValue('');
    return 'sent';
  }
  await expectForm(page, 'en', values);
  return 'not sent';
}

async function burstWithScripts(browser: Browser, count: number, label: string) {
  const visitors = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      visitorReady(browser, site.url, `${label}-${index}`, true),
    ),
  );
  try {
    // The window a message of the test before took is over: the burst meets the limit alone.
    await sleep(MAIL_WINDOW_MS);
    await sendTogether(visitors);
    const told = await Promise.all(visitors.map(toldWithScripts));
    const delivered = await mailbox();
    return { visitors, told, delivered };
  } finally {
    await Promise.all(visitors.map(({ context }) => context.close()));
  }
}

test('the browser path: two visitors in the same second are both sent (the 429 is tried again after the window)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { visitors, told, delivered } = await burstWithScripts(browser, 2, 'browsers');
  expect(told).toEqual(['sent', 'sent']);
  for (const { values } of visitors) expect(delivered).toContain(values.email);
});

test('the browser path: five visitors in the same second: each told “sent” and in the mailbox, or told not and their text kept', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { visitors, told, delivered } = await burstWithScripts(browser, 5, 'browsers-five');
  for (const [index, { values }] of visitors.entries()) {
    if (told[index] === 'sent') expect(delivered).toContain(values.email);
  }
  // The first in the window is always taken.
  expect(told).toContain('sent');
});
