/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  sampleValue,
  siteMetrics,
  startMetricsServer,
  type SiteMetrics,
} from '@site/platform/metrics';
import { contactTexts } from '../../features/contact/contactTexts';
import { formMetrics, formServerRoute, mailQueueMetrics } from './formMetrics';
import { formPageRenderer } from './formPage';
import { MAX_BODY_BYTES, type FormSettings } from './formSettings';
import { handleFormPost } from './handleFormPost';
import { MailQueue, type QueueClock } from './mailQueue';
import { sendMail } from './sendMail';
import { SendPace } from './sendPace';

// The form server on its own: a real HTTP server around handleFormPost, the real page renderer,
// its metrics on a real listener of their own, and a stand-in for EmailJS's REST API that takes,
// as EmailJS does, one request a second per account, and otherwise answers as each test tells it.

jest.setTimeout(30_000);

interface MailCall {
  body: Record<string, unknown>;
  /** When it came, on the send queue's clock. */
  at: number;
  status: number | 'hang';
}

type MailAnswer = { status: number } | 'hang';

/** The mail stand-in's limit: one accepted request per second per public key (EmailJS's). */
const MAIL_RATE_LIMIT_MS = 1_000;

/**
 * The send queue's clock: the real one, except that its waits (the pace, the back-off) take no
 * time but are added to it. The queue and the mail stand-in read the same clock, so pacing and
 * retries are checked in their own milliseconds, and a test neither waits for them nor depends on
 * the machine's speed.
 */
let skipped = 0;
const clock: QueueClock = {
  now: () => Date.now() + skipped,
  sleep: (ms) => {
    skipped += ms;
    return Promise.resolve();
  },
};
let lastAccepted: Map<string, number>;
/** Until when (on the clock) the stand-in answers 503: the mail service down. */
let downUntil: number;

let mail: Server;
let mailAnswer: MailAnswer;
let mailCalls: MailCall[];
let site: Server;
let siteUrl: string;
let logs: string[];
let mailOrigin: string;
let metrics: SiteMetrics;
let metricsServer: Server | undefined;

const settings = (overrides: Partial<FormSettings> = {}): FormSettings => ({
  port: 0,
  host: '127.0.0.1',
  privateKey: 'the-private-key',
  mailOrigin: undefined,
  mailTimeoutMs: 1_000,
  mailIntervalMs: 1_000,
  mailDeadlineMs: 10_000,
  sendIntervalMs: 10_000,
  maxBodyBytes: MAX_BODY_BYTES,
  ...overrides,
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function startSite(overrides: Partial<FormSettings> = {}) {
  const pace = new SendPace(overrides.sendIntervalMs ?? 10_000);
  const renderPage = formPageRenderer('');
  metrics = siteMetrics();
  const count = formMetrics(metrics);
  const { mailIntervalMs, mailDeadlineMs, mailTimeoutMs } = settings(overrides);
  const mailQueue = new MailQueue({
    intervalMs: mailIntervalMs,
    deadlineMs: mailDeadlineMs,
    attemptTimeoutMs: mailTimeoutMs,
    clock,
    onEvent: mailQueueMetrics(metrics),
  });
  metricsServer = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
  site = createServer((request, response) => {
    metrics.observeRequest(response, formServerRoute(request.url));
    void handleFormPost(request, response, {
      settings: settings(overrides),
      siteUrl: () => 'https://alioni.example',
      mailAccount: () => ({
        origin: mailOrigin,
        publicKey: 'the-public-key',
        serviceId: 'service_local',
        templateId: 'template_contact',
        privateKey: 'the-private-key',
      }),
      recipient: () => 'office@alioni.example',
      renderPage,
      sendMail,
      pace,
      mailQueue,
      now: () => new Date('2026-02-15T10:30:00Z'),
      log: (line) => logs.push(line),
      count,
    });
  });
  siteUrl = await listen(site);
}

/** What the form server's /metrics says now, read as Prometheus reads it. */
async function scrape(): Promise<string> {
  const port = (metricsServer?.address() as AddressInfo).port;
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

/** What the stand-in answers a request that came at `at`, as EmailJS (and local-services) would. */
function mailStatus(body: Record<string, unknown>, at: number): number | 'hang' {
  if (at < downUntil) return 503;
  if (mailAnswer === 'hang') return 'hang';
  if (mailAnswer.status !== 200) return mailAnswer.status;
  const key = String(body.user_id);
  const last = lastAccepted.get(key);
  if (last !== undefined && at - last < MAIL_RATE_LIMIT_MS) return 429;
  lastAccepted.set(key, at);
  return 200;
}

beforeAll(async () => {
  mail = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text) as Record<string, unknown>;
      const at = clock.now();
      const status = mailStatus(body, at);
      mailCalls.push({ body, at, status });
      if (status === 'hang') return;
      response.writeHead(status, { 'Content-Type': 'text/plain' });
      response.end(status === 200 ? 'OK' : 'Refused');
    });
  });
  mailOrigin = await listen(mail);
});

afterAll(async () => {
  mail.closeAllConnections();
  await new Promise((resolve) => mail.close(resolve));
});

beforeEach(async () => {
  mailAnswer = { status: 200 };
  mailCalls = [];
  lastAccepted = new Map();
  downUntil = Number.NEGATIVE_INFINITY;
  logs = [];
  await startSite();
});

afterEach(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => metricsServer?.close(resolve));
});

const VALID = {
  name: 'Nino Beridze',
  email: 'nino@example.ge',
  phone: '+995 555 12 34 56',
  message: 'Please send me a quote for a fire alarm.',
};

function post(
  fields: Record<string, string>,
  options: { path?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return fetch(`${siteUrl}${options.path ?? '/_form/contact'}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://alioni.example',
      'X-Site-Language': 'en',
      'X-Real-IP': '203.0.113.7',
      ...options.headers,
    },
    body: options.body ?? new URLSearchParams(fields).toString(),
  });
}

/** The value the page's field shows, as the browser would read it from the HTML. */
function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  const textarea = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html);
  const raw = input?.[1] ?? textarea?.[1];
  return raw
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

describe('a valid message', () => {
  it('is sent through the REST API with the private key, then redirected (303) to the sent state', async () => {
    const response = await post({ ...VALID, language: 'en' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/contact#message-sent');
    expect(mailCalls).toHaveLength(1);
    expect(mailCalls[0]?.body).toMatchObject({
      service_id: 'service_local',
      template_id: 'template_contact',
      user_id: 'the-public-key',
      accessToken: 'the-private-key',
      template_params: {
        from_name: VALID.name,
        from_email: VALID.email,
        reply_to: VALID.email,
        phone: VALID.phone,
        message: VALID.message,
        to_email: 'office@alioni.example',
        language: 'English',
      },
    });
  });

  it('leads to the sent state on the language path it was posted from, and writes the mail in the form’s language', async () => {
    const response = await post(
      { ...VALID, phone: '', language: 'ka' },
      { headers: { 'X-Site-Language': 'ka' } },
    );
    expect(response.headers.get('location')).toBe('/ka/contact#message-sent');
    expect(mailCalls[0]?.body.template_params).toMatchObject({
      language: 'Georgian',
      phone: contactTexts.ka.form.phoneNotProvided,
    });
  });

  it('stays on the language path posted to when the form’s field names another language', async () => {
    const response = await post(
      { ...VALID, language: 'en' },
      { headers: { 'X-Site-Language': 'ka' } },
    );
    expect(response.headers.get('location')).toBe('/ka/contact#message-sent');
    expect(mailCalls[0]?.body.template_params).toMatchObject({ language: 'English' });
  });
});

describe.each(['en', 'ka'] as const)('a form with errors (%s)', (language) => {
  const t = contactTexts[language].validation;
  it.each([
    ['name', '', t.nameRequired],
    ['name', ' N ', t.nameTooShort],
    ['email', '   ', t.emailRequired],
    ['email', 'nino@example', t.emailInvalid],
    ['message', '', t.messageRequired],
    ['message', 'Too short', t.messageTooShort],
  ])(
    '%s “%s”: 422, the page with its message, every value kept, focus on it',
    async (field, value, text) => {
      const values = { ...VALID, [field]: value, language };
      const response = await post(values, { headers: { 'X-Site-Language': language } });
      expect(response.status).toBe(422);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toMatch(
        new RegExp(
          `<(input|textarea)[^>]*autofocus=""[^>]*name="${field}"|<(input|textarea)[^>]*name="${field}"[^>]*autofocus=""`,
        ),
      );
      for (const name of ['name', 'email', 'phone', 'message'] as const) {
        expect(fieldValue(html, name)).toBe(values[name]);
      }
      expect(html).toContain(`<html lang="${language}"`);
      expect(mailCalls).toHaveLength(0);
    },
  );
});

it('answers errors on the Georgian path with a page whose form posts there again and whose links keep it', async () => {
  const response = await post(
    { ...VALID, name: '', language: 'ka' },
    { headers: { 'X-Site-Language': 'ka' } },
  );
  expect(response.status).toBe(422);
  const html = await response.text();
  // No action: the browser posts to the address the page is at, /ka/contact.
  const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
  expect(form).toContain('method="post"');
  expect(form).not.toContain('action=');
  const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map(([, href]) => href);
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href).toMatch(/^\/ka(\/|$)/);
});

it('never lets what was typed into the page as markup, SSI or script', async () => {
  const message = '<!--# include virtual="/_shell/secret" --></script><script>alert(1)</script>';
  const response = await post({ ...VALID, name: '', message, language: 'en' });
  const html = await response.text();
  expect(html).not.toContain('<!--# include virtual="/_shell/secret"');
  expect(html).not.toContain('<script>alert(1)');
  expect(fieldValue(html, 'message')).toBe(message);
  const data = /<script type="application\/json" data-contact-form>(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(data ?? '')).toMatchObject({
    values: { message },
    errors: { name: 'nameRequired' },
  });
});

it('pretends a message whose hidden field is filled went, and sends nothing', async () => {
  const response = await post({ ...VALID, website: 'https://spam.example', language: 'en' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/en/contact#message-sent');
  expect(mailCalls).toHaveLength(0);
});

it('sends once per address per 10 s: a second send gets 429 with its message and the values', async () => {
  expect((await post({ ...VALID, language: 'en' })).status).toBe(303);
  const again = await post({ ...VALID, language: 'en' });
  expect(again.status).toBe(429);
  const html = await again.text();
  expect(html).toContain(contactTexts.en.sendErrors.tooManyRequests);
  expect(fieldValue(html, 'message')).toBe(VALID.message);
  const elsewhere = await post(
    { ...VALID, language: 'en' },
    { headers: { 'X-Real-IP': '198.51.100.4' } },
  );
  expect(elsewhere.status).toBe(303);
  expect(mailCalls).toHaveLength(2);
});

describe('refuses what is not the site’s form', () => {
  it('a body over the limit: 413', async () => {
    const response = await post({}, { body: `message=${'a'.repeat(MAX_BODY_BYTES)}` });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(contactTexts.en.refused.tooLarge);
  });

  it('another content type: 415', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const response = await post({}, { headers: { 'Content-Type': type }, body: '{}' });
      expect(response.status).toBe(415);
    }
  });

  it('a foreign or opaque Origin: 403, in the page’s language', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await post(VALID, {
        headers: { Origin: origin, 'X-Site-Language': 'ka' },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(contactTexts.ka.refused.foreignOrigin);
    }
    expect(mailCalls).toHaveLength(0);
  });

  it('accepts the host the visitor asked for as its origin', async () => {
    const asked = await post(
      { ...VALID, language: 'en' },
      { headers: { Origin: 'http://localhost:8080', 'X-Forwarded-Host': 'localhost:8080' } },
    );
    expect(asked.status).toBe(303);
  });

  it.each([
    ['http://127.0.0.1:8080', '127.0.0.1:8080'],
    ['http://192.168.1.20:8080', '192.168.1.20:8080'],
    ['http://[::1]:8080', '[::1]:8080'],
    ['https://site.example', 'SITE.example:443'],
  ])('accepts %s when the visitor used %s', async (origin, used) => {
    const response = await post(VALID, { headers: { Origin: origin, 'X-Forwarded-Host': used } });
    expect(response.status).toBe(303);
  });

  it('refuses the same host on another port than the one the visitor used', async () => {
    const response = await post(VALID, {
      headers: { Origin: 'http://127.0.0.1:9999', 'X-Forwarded-Host': '127.0.0.1:8080' },
    });
    expect(response.status).toBe(403);
    expect(mailCalls).toHaveLength(0);
  });

  it('anything but POST: 405; another address: 404', async () => {
    expect((await fetch(`${siteUrl}/_form/contact`)).status).toBe(405);
    expect((await post(VALID, { path: '/_form/about' })).status).toBe(404);
  });
});

/** The form server again, with other settings. */
async function restartSite(overrides: Partial<FormSettings>) {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => metricsServer?.close(resolve));
  await startSite(overrides);
}

const accepted = () => mailCalls.filter((call) => call.status === 200);
const acceptedFrom = () =>
  accepted().map((call) => (call.body.template_params as Record<string, string>).from_email);

describe('when the mail service fails, the page says so and keeps everything typed', () => {
  it.each([
    [401, contactTexts.en.sendErrors.unauthorized, 'once: no retry mends a wrong key'],
    [400, contactTexts.en.sendErrors.badRequest, 'once'],
    [500, contactTexts.en.sendErrors.generic, 'again and again within 10 s'],
  ])('it answers %s: 503 with its message (tried %s)', async (status, text) => {
    mailAnswer = { status };
    const response = await post({ ...VALID, language: 'en' });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`role="alert"[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    for (const name of ['name', 'email', 'phone', 'message'] as const) {
      expect(fieldValue(html, name)).toBe(VALID[name]);
    }
    if (status < 500) {
      expect(mailCalls).toHaveLength(1);
    } else {
      expect(mailCalls.length).toBeGreaterThan(2);
      const [first, last] = [mailCalls[0]?.at ?? 0, mailCalls.at(-1)?.at ?? 0];
      expect(last - first).toBeLessThan(10_000);
      expect(last - first).toBeGreaterThanOrEqual(1_000 + 2_000);
    }
  });

  it('it does not answer in time: tried again while the bound allows, then 503 with the general message', async () => {
    await restartSite({ mailDeadlineMs: 2_500 });
    mailAnswer = 'hang';
    const response = await post({ ...VALID, language: 'en' });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(contactTexts.en.sendErrors.generic);
    // 1 s without an answer, 1 s of back-off, then what is left of the 2.5 s.
    expect(mailCalls).toHaveLength(2);
  });

  it('it is down: 503 with the general message', async () => {
    mailOrigin = 'http://127.0.0.1:9';
    try {
      const response = await post({ ...VALID, language: 'en' });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(contactTexts.en.sendErrors.generic);
    } finally {
      mailOrigin = `http://127.0.0.1:${(mail.address() as AddressInfo).port}`;
    }
  });
});

describe('several visitors in the same second (the mail service takes one request a second)', () => {
  const visitor = (index: number) => ({
    email: `visitor-${index}@example.ge`,
    address: `198.51.100.${100 + index}`,
  });
  const sendAtOnce = (count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        post(
          { ...VALID, email: visitor(index).email, language: 'en' },
          { headers: { 'X-Real-IP': visitor(index).address } },
        ),
      ),
    );

  it.each([3, 5])(
    '%i visitors: each told "sent" only once the mail service took their message, and all of them took',
    async (count) => {
      const answers = await sendAtOnce(count);
      expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(303));
      expect(answers.map((answer) => answer.headers.get('location'))).toEqual(
        Array(count).fill('/en/contact#message-sent'),
      );
      expect(acceptedFrom().sort()).toEqual(
        Array.from({ length: count }, (_, index) => visitor(index).email).sort(),
      );
      // Paced to the service: never a 429, each a second after the one before.
      expect(mailCalls.map((call) => call.status)).toEqual(Array(count).fill(200));
      const times = accepted().map((call) => call.at);
      for (let index = 1; index < times.length; index += 1) {
        expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(1_000);
      }
    },
  );

  it('a 429 (a browser’s send took the window on the same account): tried again, then sent', async () => {
    lastAccepted.set('the-public-key', clock.now());
    const response = await post({ ...VALID, language: 'en' });
    expect(response.status).toBe(303);
    expect(mailCalls.map((call) => call.status)).toEqual([429, 200]);
  });

  it('the mail service down for 5 s, then back: the messages sent meanwhile are delivered, and only then is each visitor told', async () => {
    downUntil = clock.now() + 5_000;
    const answers = await sendAtOnce(3);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    expect(acceptedFrom().sort()).toEqual([0, 1, 2].map((index) => visitor(index).email).sort());
    expect(mailCalls.filter((call) => call.status === 503).length).toBeGreaterThan(1);
  });

  it('a service that stays down: after 10 s the “not sent” page with everything typed, for each', async () => {
    downUntil = Number.POSITIVE_INFINITY;
    const answers = await sendAtOnce(3);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    for (const [index, answer] of answers.entries()) {
      const html = await answer.text();
      expect(html).toContain(contactTexts.en.sendErrors.generic);
      expect(fieldValue(html, 'email')).toBe(visitor(index).email);
      expect(fieldValue(html, 'message')).toBe(VALID.message);
    }
    expect(accepted()).toEqual([]);
    const span = (mailCalls.at(-1)?.at ?? 0) - (mailCalls[0]?.at ?? 0);
    expect(span).toBeLessThan(10_000);
  });
});

it('logs what happened, never what was typed nor who typed it', async () => {
  await post({ ...VALID, name: '', language: 'en' });
  await post({ ...VALID, language: 'en' });
  mailAnswer = { status: 401 };
  await post({ ...VALID, language: 'en' }, { headers: { 'X-Real-IP': '198.51.100.9' } });
  await post(VALID, { headers: { Origin: 'https://evil.example' } });
  expect(logs).toHaveLength(4);
  const written = logs.join('\n');
  for (const typed of [...Object.values(VALID), 'Nino', 'nino', '203.0.113.7', '198.51.100.9']) {
    expect(written).not.toContain(typed);
  }
  expect(written).toContain('422');
  expect(written).toContain('answered 401');
});

describe('its metrics', () => {
  const messages = (text: string, result: string) =>
    sampleValue(text, 'site_messages_total', { result });

  it('start every result at 0, so each has a rate before the first message', async () => {
    const text = await scrape();
    for (const result of ['sent', 'failed', 'spam', 'rate_limited', 'invalid']) {
      expect({ result, count: messages(text, result) }).toEqual({ result, count: 0 });
    }
    expect(sampleValue(text, 'site_mail_queued_total', {})).toBe(0);
    for (const reason of ['rate_limited', 'server_error', 'no_answer']) {
      expect({ reason, count: sampleValue(text, 'site_mail_retries_total', { reason }) }).toEqual({
        reason,
        count: 0,
      });
    }
    for (const reason of ['refused', 'gave_up']) {
      expect({ reason, count: sampleValue(text, 'site_mail_failed_total', { reason }) }).toEqual({
        reason,
        count: 0,
      });
    }
  });

  it('count the send queue: messages queued, requests made again by why, messages not sent by why', async () => {
    const other = (address: string) => ({ headers: { 'X-Real-IP': address } });
    lastAccepted.set('the-public-key', clock.now());
    expect((await post({ ...VALID, language: 'en' }, other('198.51.100.30'))).status).toBe(303);
    mailAnswer = { status: 401 };
    expect((await post({ ...VALID, language: 'en' }, other('198.51.100.31'))).status).toBe(503);
    mailAnswer = { status: 502 };
    expect((await post({ ...VALID, language: 'en' }, other('198.51.100.32'))).status).toBe(503);

    const text = await scrape();
    const retries = (reason: string) => sampleValue(text, 'site_mail_retries_total', { reason });
    const failures = (reason: string) => sampleValue(text, 'site_mail_failed_total', { reason });
    expect(sampleValue(text, 'site_mail_queued_total', {})).toBe(3);
    expect(retries('rate_limited')).toBe(1);
    expect(retries('server_error')).toBe(
      mailCalls.filter((call) => call.status === 502).length - 1,
    );
    expect(retries('no_answer')).toBe(0);
    expect({ refused: failures('refused'), gave_up: failures('gave_up') }).toEqual({
      refused: 1,
      gave_up: 1,
    });
    expect({ sent: messages(text, 'sent'), failed: messages(text, 'failed') }).toEqual({
      sent: 1,
      failed: 2,
    });
  });

  it('count each message by what became of it, and each answer by route and status', async () => {
    expect((await post({ ...VALID, language: 'en' })).status).toBe(303);
    expect((await post({ ...VALID, language: 'en' })).status).toBe(429);
    const other = { headers: { 'X-Real-IP': '198.51.100.20' } };
    expect((await post({ ...VALID, website: 'https://spam.example' }, other)).status).toBe(303);
    expect((await post({ ...VALID, name: '' }, other)).status).toBe(422);
    expect((await post(VALID, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    mailAnswer = { status: 500 };
    expect((await post({ ...VALID, language: 'en' }, other)).status).toBe(503);
    expect((await post(VALID, { path: '/_form/about' })).status).toBe(404);

    const text = await scrape();
    expect({
      sent: messages(text, 'sent'),
      failed: messages(text, 'failed'),
      spam: messages(text, 'spam'),
      rate_limited: messages(text, 'rate_limited'),
      invalid: messages(text, 'invalid'),
    }).toEqual({ sent: 1, failed: 1, spam: 1, rate_limited: 1, invalid: 2 });
    const requests = (route: string, status: string) =>
      sampleValue(text, 'site_http_requests_total', { route, status });
    expect(requests('/_form/contact', '303')).toBe(2);
    expect(requests('/_form/contact', '503')).toBe(1);
    // An address the form server does not answer is no route of its own: never a raw path.
    expect(requests('other', '404')).toBe(1);
    expect(text).not.toContain('/_form/about');
    expect(
      sampleValue(text, 'site_http_request_duration_seconds_count', { route: '/_form/contact' }),
    ).toBe(6);
    // The process's own metrics, as prom-client's defaults give them.
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('are served at /metrics only', async () => {
    const port = (metricsServer?.address() as AddressInfo).port;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});
