import type { MailOutcome } from './sendMail';

// The form server's sends to the mail provider, one at a time, in the order they came
// (docs/architecture.md#the-contact-form). EmailJS takes about one request a second per account:
// visitors who send in the same second used to get a 429 for all but the first. The queue paces the
// requests to the provider's rate and tries a send again when the provider was only busy or
// failing, so a visitor is answered "sent" once the message is sent, or "not sent" once the bound
// is reached.

/**
 * Why an attempt is made again: the provider's rate limit (429), its failure (5xx), or no answer
 * (unreachable, or slower than the time-out). Each may pass a moment later.
 */
export const RETRY_REASONS = ['rate_limited', 'server_error', 'no_answer'] as const;
export type RetryReason = (typeof RETRY_REASONS)[number];

/**
 * Why a message was not sent: `refused`, the provider answered no (a 4xx other than 429: a key,
 * service or template that is wrong, which no retry mends); `gave_up`, the bound was reached while
 * the provider was busy, failing or silent, or while the message waited behind others.
 */
export const FAILURE_REASONS = ['refused', 'gave_up'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** What the queue reports as it goes (the form server counts it: formMetrics.ts). */
export type MailQueueEvent =
  | { kind: 'queued' }
  | { kind: 'retried'; reason: RetryReason }
  | { kind: 'failed'; reason: FailureReason };

/** Time as the queue reads and waits for it: the real one, or a test's. */
export interface QueueClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const REAL_CLOCK: QueueClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface MailQueueOptions {
  /** At most one request to the provider per this long, counted from its last answer (1 s). */
  intervalMs: number;
  /** A message not sent this long after it was queued is answered "not sent" (10 s). */
  deadlineMs: number;
  /** The longest one attempt waits for the provider's answer (8 s, less when the bound is nearer). */
  attemptTimeoutMs: number;
  clock?: QueueClock;
  onEvent?: (event: MailQueueEvent) => void;
}

/** One request to the provider, given how long it may take; MailOutcome never throws. */
export type MailAttempt = (timeoutMs: number) => Promise<MailOutcome>;

/** What became of a message, and how many requests it took (for the log). */
export type QueuedOutcome = MailOutcome & { attempts: number };

/**
 * The wait before the next request after `failures` failed ones in a row: the provider's window
 * after the first (a 429 says the window is taken), then twice that. Not longer: the bound is a few
 * seconds, and a provider that is back should be found before it is reached.
 */
export function backoffMs(intervalMs: number, failures: number): number {
  return failures <= 1 ? intervalMs : 2 * intervalMs;
}

/** Whether, and why, a failed attempt is worth making again. */
export function retryReason(outcome: MailOutcome): RetryReason | undefined {
  if (outcome.sent) return undefined;
  if (outcome.status === undefined) return 'no_answer';
  if (outcome.status === 429) return 'rate_limited';
  if (outcome.status >= 500) return 'server_error';
  return undefined;
}

interface Job {
  attempt: MailAttempt;
  deadline: number;
  attempts: number;
  last: MailOutcome | undefined;
  resolve: (outcome: QueuedOutcome) => void;
}

/** A message that was never tried (its bound passed while it waited): the general message. */
const NOT_TRIED: MailOutcome = { sent: false, error: 'generic' };

export class MailQueue {
  private readonly waiting: Job[] = [];
  private readonly options: Required<MailQueueOptions>;
  private draining = false;
  /** When the provider may be asked next: the pace after an answer, the back-off after a failure. */
  private nextAttemptAt = Number.NEGATIVE_INFINITY;
  /** Failed attempts in a row, whichever message they were for: the provider's state, not one message's. */
  private failures = 0;

  constructor(options: MailQueueOptions) {
    this.options = { clock: REAL_CLOCK, onEvent: () => undefined, ...options };
  }

  /** Messages waiting or being sent now. */
  get length(): number {
    return this.waiting.length;
  }

  /** Sends one message after those already queued; resolves once it is sent or given up. */
  send(attempt: MailAttempt): Promise<QueuedOutcome> {
    const { clock, deadlineMs, onEvent } = this.options;
    return new Promise((resolve) => {
      this.waiting.push({
        attempt,
        deadline: clock.now() + deadlineMs,
        attempts: 0,
        last: undefined,
        resolve,
      });
      onEvent({ kind: 'queued' });
      if (!this.draining) void this.drain();
    });
  }

  private finish(job: Job, outcome: MailOutcome, failure?: FailureReason) {
    this.waiting.shift();
    if (failure) this.options.onEvent({ kind: 'failed', reason: failure });
    job.resolve({ ...outcome, attempts: job.attempts });
  }

  /** One worker: the head of the queue is tried until it is sent, refused or out of time. */
  private async drain() {
    this.draining = true;
    const { clock, intervalMs, attemptTimeoutMs, onEvent } = this.options;
    try {
      for (let job = this.waiting[0]; job; job = this.waiting[0]) {
        const wait = this.nextAttemptAt - clock.now();
        if (clock.now() + Math.max(0, wait) >= job.deadline) {
          this.finish(job, job.last ?? NOT_TRIED, 'gave_up');
          continue;
        }
        if (wait > 0) await clock.sleep(wait);
        const remaining = job.deadline - clock.now();
        if (remaining <= 0) {
          this.finish(job, job.last ?? NOT_TRIED, 'gave_up');
          continue;
        }
        const again = job.last && retryReason(job.last);
        if (again) onEvent({ kind: 'retried', reason: again });
        job.attempts += 1;
        const outcome = await this.attempt(job, Math.min(attemptTimeoutMs, remaining));
        const answeredAt = clock.now();
        if (outcome.sent || !retryReason(outcome)) {
          // An answer, yes or no: the provider is there; the next request keeps its pace.
          this.failures = 0;
          this.nextAttemptAt = answeredAt + intervalMs;
          this.finish(job, outcome, outcome.sent ? undefined : 'refused');
          continue;
        }
        this.failures += 1;
        this.nextAttemptAt = answeredAt + backoffMs(intervalMs, this.failures);
        job.last = outcome;
      }
    } finally {
      this.draining = false;
    }
  }

  private async attempt(job: Job, timeoutMs: number): Promise<MailOutcome> {
    try {
      return await job.attempt(timeoutMs);
    } catch {
      // sendMail never throws; should another attempt do, it is a send without an answer, and
      // the messages behind it are still sent.
      return { sent: false, error: 'generic' };
    }
  }
}
