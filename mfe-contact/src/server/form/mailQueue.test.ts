/**
 * @jest-environment node
 */
import { backoffMs, MailQueue, type MailQueueEvent, type QueuedOutcome } from './mailQueue';
import { sendErrorKind } from '../../features/contact/form/sendErrors';
import type { MailOutcome } from './sendMail';

// The send queue against a fake provider that, like EmailJS, takes one request a second per
// account. Jest's fake timers stand for the clock (Date.now and setTimeout alike), so pacing and
// back-off are measured in the queue's own milliseconds, whatever the machine's speed.

const INTERVAL = 1_000;
const DEADLINE = 10_000;
const TIMEOUT = 8_000;
/** How long the fake provider takes to answer. */
const LATENCY = 50;

interface Request {
  id: string;
  at: number;
  status: number | 'no answer';
  timeoutMs: number;
}

/**
 * A mail provider with EmailJS's limit: a request within `limitMs` of the last accepted one is
 * answered 429. `script` answers some requests otherwise (a forced status, or none) before that.
 */
function fakeProvider(limitMs = INTERVAL) {
  let lastAccepted: number | undefined;
  const requests: Request[] = [];
  const delivered: string[] = [];
  let script: (id: string, at: number) => number | 'no answer' | undefined = () => undefined;
  // As sendMail reads the provider's answer.
  const answer = (status: number): MailOutcome =>
    status === 200 ? { sent: true } : { sent: false, error: sendErrorKind({ status }), status };
  return {
    requests,
    delivered,
    script: (next: typeof script) => {
      script = next;
    },
    /** Someone else's send on the same account (the browser's): it takes the window. */
    sendElsewhere: () => {
      lastAccepted = Date.now();
    },
    attempt:
      (id: string) =>
      (timeoutMs: number): Promise<MailOutcome> => {
        const at = Date.now();
        const scripted = script(id, at);
        let status: number | 'no answer';
        if (scripted !== undefined) status = scripted;
        else if (lastAccepted !== undefined && at - lastAccepted < limitMs) status = 429;
        else status = 200;
        requests.push({ id, at, status, timeoutMs });
        if (status === 200) {
          lastAccepted = at;
          delivered.push(id);
        }
        return new Promise((resolve) => {
          if (status === 'no answer') {
            setTimeout(() => resolve({ sent: false, error: 'generic' }), timeoutMs);
          } else {
            const known = status;
            setTimeout(() => resolve(answer(known)), LATENCY);
          }
        });
      },
  };
}

let events: MailQueueEvent[];
let start: number;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  start = Date.now();
  events = [];
});

afterEach(() => {
  jest.useRealTimers();
});

function queue(overrides: { intervalMs?: number; deadlineMs?: number } = {}) {
  return new MailQueue({
    intervalMs: INTERVAL,
    deadlineMs: DEADLINE,
    attemptTimeoutMs: TIMEOUT,
    onEvent: (event) => events.push(event),
    ...overrides,
  });
}

/** Sends `ids` at once; resolves with each outcome once all have one, and when each came. */
async function sendAll(
  mailQueue: MailQueue,
  provider: ReturnType<typeof fakeProvider>,
  ids: string[],
) {
  const answeredAt: Record<string, number> = {};
  const outcomes = Promise.all(
    ids.map((id) =>
      mailQueue.send(provider.attempt(id)).then((outcome) => {
        answeredAt[id] = Date.now() - start;
        return outcome;
      }),
    ),
  );
  await jest.runAllTimersAsync();
  return { outcomes: await outcomes, answeredAt };
}

const since = (requests: Request[]) => requests.map((request) => request.at - start);
const count = (kind: MailQueueEvent['kind']) => events.filter((event) => event.kind === kind);

describe('pacing', () => {
  it.each([3, 5])(
    '%i messages at once are all delivered, one a second, in the order they came, without a 429',
    async (visitors) => {
      const provider = fakeProvider();
      const ids = Array.from({ length: visitors }, (_, index) => `visitor-${index}`);
      const { outcomes } = await sendAll(queue(), provider, ids);
      expect(outcomes.every((outcome) => outcome.sent)).toBe(true);
      expect(provider.delivered).toEqual(ids);
      expect(provider.requests.map((request) => request.status)).toEqual(ids.map(() => 200));
      // Each request a second after the answer to the one before.
      expect(since(provider.requests)).toEqual(ids.map((_, index) => index * (INTERVAL + LATENCY)));
      expect(count('queued')).toHaveLength(visitors);
      expect(count('retried')).toEqual([]);
      expect(count('failed')).toEqual([]);
    },
  );

  it('answers each visitor as soon as their message is sent, not when the queue is empty', async () => {
    const provider = fakeProvider();
    const { answeredAt } = await sendAll(queue(), provider, ['a', 'b', 'c']);
    expect(answeredAt).toEqual({
      a: LATENCY,
      b: INTERVAL + 2 * LATENCY,
      c: 2 * INTERVAL + 3 * LATENCY,
    });
  });

  it('sends at once when the provider has not been asked for a second', async () => {
    const provider = fakeProvider();
    const mailQueue = queue();
    await sendAll(mailQueue, provider, ['first']);
    jest.advanceTimersByTime(INTERVAL);
    await sendAll(mailQueue, provider, ['later']);
    expect(since(provider.requests)).toEqual([0, LATENCY + INTERVAL]);
  });

  it('keeps to a slower pace when told (FORM_MAIL_INTERVAL_MS)', async () => {
    const provider = fakeProvider(3_000);
    const { outcomes } = await sendAll(queue({ intervalMs: 3_000 }), provider, ['a', 'b', 'c']);
    expect(outcomes.every((outcome) => outcome.sent)).toBe(true);
    expect(since(provider.requests)).toEqual([0, 3_050, 6_100]);
  });
});

describe('retries', () => {
  it('a 429 (the window taken by a send elsewhere on the account) is tried again after the window', async () => {
    const provider = fakeProvider();
    provider.sendElsewhere();
    const { outcomes } = await sendAll(queue(), provider, ['a']);
    expect(outcomes).toEqual([{ sent: true, attempts: 2 }]);
    expect(provider.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(since(provider.requests)).toEqual([0, LATENCY + INTERVAL]);
    expect(count('retried')).toEqual([{ kind: 'retried', reason: 'rate_limited' }]);
  });

  it('a 5xx is tried again with a back-off: 1 s after the first failure, then 2 s', async () => {
    const provider = fakeProvider();
    let failures = 3;
    provider.script(() => (failures-- > 0 ? 503 : undefined));
    const { outcomes } = await sendAll(queue(), provider, ['a']);
    expect(outcomes).toEqual([{ sent: true, attempts: 4 }]);
    expect(since(provider.requests)).toEqual([0, 1_050, 3_100, 5_150]);
    expect(count('retried')).toEqual(
      Array.from({ length: 3 }, () => ({ kind: 'retried', reason: 'server_error' })),
    );
    expect([1, 2, 3].map((failed) => backoffMs(INTERVAL, failed))).toEqual([1_000, 2_000, 2_000]);
  });

  it('no answer is tried again, each attempt within the time the bound leaves', async () => {
    const provider = fakeProvider();
    let silent = 1;
    provider.script(() => (silent-- > 0 ? 'no answer' : undefined));
    const { outcomes } = await sendAll(queue(), provider, ['a']);
    expect(outcomes).toEqual([{ sent: true, attempts: 2 }]);
    // 8 s without an answer, 1 s of back-off: the second attempt may take what is left of 10 s.
    expect(since(provider.requests)).toEqual([0, TIMEOUT + INTERVAL]);
    expect(provider.requests.map((request) => request.timeoutMs)).toEqual([
      TIMEOUT,
      DEADLINE - TIMEOUT - INTERVAL,
    ]);
    expect(count('retried')).toEqual([{ kind: 'retried', reason: 'no_answer' }]);
  });

  it('a refusal (a wrong key, service or template) is not tried again, and holds nobody up', async () => {
    const provider = fakeProvider();
    provider.script((id) => (id === 'refused' ? 401 : undefined));
    const { outcomes } = await sendAll(queue(), provider, ['refused', 'next']);
    expect(outcomes).toEqual([
      { sent: false, error: 'unauthorized', status: 401, attempts: 1 },
      { sent: true, attempts: 1 },
    ]);
    expect(since(provider.requests)).toEqual([0, LATENCY + INTERVAL]);
    expect(count('failed')).toEqual([{ kind: 'failed', reason: 'refused' }]);
    expect(count('retried')).toEqual([]);
  });
});

describe('the bound: 10 s after the message came', () => {
  it('a provider that keeps failing: not sent, with its last answer, once the next try would be too late', async () => {
    const provider = fakeProvider();
    provider.script(() => 503);
    const { outcomes, answeredAt } = await sendAll(queue(), provider, ['a']);
    expect(outcomes).toEqual([{ sent: false, error: 'generic', status: 503, attempts: 6 }]);
    expect(since(provider.requests)).toEqual([0, 1_050, 3_100, 5_150, 7_200, 9_250]);
    // The last try within the 750 ms the bound left; the next would be at 11.3 s: the visitor is
    // answered at once, not at 10 s.
    expect(provider.requests.at(-1)?.timeoutMs).toBe(750);
    expect(answeredAt.a).toBe(9_300);
    expect(count('failed')).toEqual([{ kind: 'failed', reason: 'gave_up' }]);
    expect(count('retried')).toHaveLength(5);
  });

  it('a 429 that does not pass: not sent, the rate limit’s message', async () => {
    const provider = fakeProvider();
    provider.script(() => 429);
    const { outcomes } = await sendAll(queue(), provider, ['a']);
    expect(outcomes).toEqual([{ sent: false, error: 'tooManyRequests', status: 429, attempts: 6 }]);
  });

  it('messages waiting behind a failing one: not sent once the next try would pass their bound', async () => {
    const provider = fakeProvider();
    provider.script(() => 503);
    const { outcomes, answeredAt } = await sendAll(queue(), provider, ['a', 'b', 'c']);
    // The provider's failure is everyone's: the queue backs off for all, in order, and b and c
    // (come at the same time as a) have no time left when a is given up.
    expect(provider.requests.map((request) => request.id)).toEqual(Array(6).fill('a'));
    expect(outcomes.slice(1)).toEqual([
      { sent: false, error: 'generic', attempts: 0 },
      { sent: false, error: 'generic', attempts: 0 },
    ]);
    expect(answeredAt).toEqual({ a: 9_300, b: 9_300, c: 9_300 });
    expect(count('failed')).toEqual(Array(3).fill({ kind: 'failed', reason: 'gave_up' }));
  });

  it('the mail service down for 5 s, then back: the messages that came meanwhile are sent', async () => {
    const provider = fakeProvider();
    provider.script((_, at) => (at - start < 5_000 ? 503 : undefined));
    const { outcomes, answeredAt } = await sendAll(queue(), provider, ['a', 'b', 'c']);
    expect(outcomes.map((outcome) => outcome.sent)).toEqual([true, true, true]);
    expect(provider.delivered).toEqual(['a', 'b', 'c']);
    expect(Math.max(...Object.values(answeredAt))).toBeLessThan(DEADLINE);
  });
});

describe('several visitors at once against the 1/s provider', () => {
  it.each([3, 5])(
    '%i at once while another send takes the window: all delivered, never two within a second',
    async (visitors) => {
      const provider = fakeProvider();
      provider.sendElsewhere();
      const ids = Array.from({ length: visitors }, (_, index) => `visitor-${index}`);
      const { outcomes, answeredAt } = await sendAll(queue(), provider, ids);
      expect(outcomes.map((outcome: QueuedOutcome) => outcome.sent)).toEqual(ids.map(() => true));
      expect(provider.delivered).toEqual(ids);
      const accepted = provider.requests.filter((request) => request.status === 200);
      for (const [index, request] of accepted.entries()) {
        if (index > 0)
          expect(request.at - (accepted[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(INTERVAL);
      }
      expect(Math.max(...Object.values(answeredAt))).toBeLessThan(DEADLINE);
    },
  );

  it('messages that come while others are being sent join the end of the line', async () => {
    const provider = fakeProvider();
    const mailQueue = queue();
    const first = mailQueue.send(provider.attempt('a'));
    const second = mailQueue.send(provider.attempt('b'));
    await jest.advanceTimersByTimeAsync(500);
    const third = mailQueue.send(provider.attempt('c'));
    expect(mailQueue.length).toBe(2);
    await jest.runAllTimersAsync();
    await Promise.all([first, second, third]);
    expect(provider.delivered).toEqual(['a', 'b', 'c']);
    expect(mailQueue.length).toBe(0);
  });

  it('an attempt that throws is a send without an answer; the queue goes on', async () => {
    const provider = fakeProvider();
    const mailQueue = queue({ deadlineMs: 500 });
    const broken = mailQueue.send(() => Promise.reject(new Error('bug')));
    const next = mailQueue.send(provider.attempt('next'));
    await jest.runAllTimersAsync();
    expect(await broken).toEqual({ sent: false, error: 'generic', attempts: 1 });
    expect(await next).toMatchObject({ sent: false });
    jest.advanceTimersByTime(INTERVAL);
    const later = mailQueue.send(provider.attempt('later'));
    await jest.runAllTimersAsync();
    expect(await later).toEqual({ sent: true, attempts: 1 });
  });
});
