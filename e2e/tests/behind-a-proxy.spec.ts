import { expect, test, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_EXECUTABLE } from '../support/chromium';
import { type DegradedSite, startSite } from '../support/degradedSite';
import { INGRESS_ADDRESS, type IngressStandIn, ingressFor } from '../support/ingressStandIn';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { previewPorts } from '../../tooling/previewPorts';

// The visitor behind a proxy the operator trusts (docs/operations.md#behind-a-proxy): a site whose
// TRUSTED_PROXIES names the ingress stand-ins' address, with the form server's pace (one message
// per address, FORM_PACE_MS) and the signals server's at one beacon a minute. Its address is
// http://localhost:<port> (SITE_URL); the visitors use 127.0.0.1 and a port, as a visitor does on a
// LAN or a preview.

const base = PORTS.entry + SITE_OFFSETS.behindProxy;
const servicesUrl = `http://localhost:${previewPorts(base).services}`;
const SENT = 'Your message was sent successfully! We will contact you soon.';
const TOO_SOON = 'You are sending messages too quickly. Please wait a few seconds and try again.';
// Longer than the form's 10 s (its length is formServer.test.ts's): what is under test is whose
// address paces a message. A visitor's second message must come within the pace, and between the two
// a test loads a page, fills it in and reads the outbox, which a busy 2-core machine (a build in the
// other worker) can stretch past 10 s: the second would then be sent, not refused.
const FORM_PACE_MS = 10 * 60_000;

test.describe.configure({ mode: 'serial' });
// The configuration's resolver rules leave only localhost reachable; these visitors use 127.0.0.1.
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
const ingresses: IngressStandIn[] = [];
const ingress = async (visitor: string) => {
  const standIn = await ingressFor(visitor, base);
  ingresses.push(standIn);
  return standIn.url;
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSite({
    offset: SITE_OFFSETS.behindProxy,
    serverEnv: {
      entry: { TRUSTED_PROXIES: INGRESS_ADDRESS, SIGNALS_BEACONS_PER_MINUTE: '1' },
      contact: { FORM_SEND_INTERVAL_MS: String(FORM_PACE_MS) },
    },
  });
  // Two visitors' messages within a second: the mail sink's own burst limit is not under test.
  const control = await fetch(`${servicesUrl}/api/__mail-control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rateLimitMs: 0 }),
  });
  expect(control.ok).toBe(true);
});

test.afterAll(async () => {
  await Promise.all(ingresses.map((standIn) => standIn.close()));
  await site?.stop();
});

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

const unique = (label: string) => `${label}-${Date.now()}@example.com`;

test('two visitors behind the ingress each send a message within the pace: both are delivered', async ({
  browser,
}) => {
  const first = unique('first');
  const second = unique('second');
  const [a, b] = [await ingress('198.51.100.1'), await ingress('198.51.100.2')];
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
  const url = await ingress('198.51.100.3');
  const sent = await sendForm(browser, url, unique('once'));
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
  const email = unique('direct');
  const sent = await sendForm(browser, direct, email);
  expect(sent.status).toBe(303);
  await expect(sent.page.getByText(SENT)).toBeVisible();
  await sent.close();
  await outboxHas(email);
  const forged = await sendForm(browser, direct, unique('forged'), {
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
  const [a, b] = [await ingress('198.51.100.4'), await ingress('198.51.100.5')];
  expect(await beacon(a)).toBe(204);
  expect(await beacon(a)).toBe(429);
  expect(await beacon(b)).toBe(204);
});
