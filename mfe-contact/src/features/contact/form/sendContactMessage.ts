import emailjs from '@emailjs/browser';
import { getSiteConfig } from '@site/shared/config';
import type { ContactTemplateParams } from './templateParams';

/**
 * The client's own guard against repeated clicks: one send per 10 s from this browser (it answers
 * 429 itself, without a request). Kept here rather than by the SDK's `limitRate`: the SDK answers
 * its own refusal and the provider's rate limit with the same 429, and only the provider's is
 * worth trying again; its retry would also be refused by the SDK's guard.
 */
export const SEND_THROTTLE_MS = 10_000;
/** Where the last send's time is kept: the key the SDK's guard used, so it carries over. */
const THROTTLE_KEY = 'contact-form';

/**
 * EmailJS takes about one request a second per account, for every visitor of the site: a visitor
 * who sends in the same second as another gets a 429. One more try after the window, spread over
 * a second so that several visitors refused together do not all come back in the same one.
 */
export const RETRY_AFTER_MS = 1_000;
export const RETRY_SPREAD_MS = 1_000;

/** The client's own refusal, as the SDK's guard gave it: status 429 (sendErrors.ts's message). */
export class SentTooSoon {
  readonly status = 429;
  readonly text = 'Too Many Requests';
}

let initializedWith: string | undefined;
/** Where the last send's time lives when the browser keeps no storage (a privacy mode). */
let lastSendInMemory = 0;

/** Configures the SDK from the runtime config, once (again only if the config changed). */
function initialize(): { serviceId: string; templateId: string } {
  const { mail } = getSiteConfig();
  const signature = JSON.stringify(mail);
  if (initializedWith !== signature) {
    emailjs.init(
      {
        publicKey: mail.publicKey,
        // Blocking headless browsers would reject every automated test of the form.
        blockHeadless: false,
      },
      mail.origin,
    );
    initializedWith = signature;
  }
  return { serviceId: mail.serviceId, templateId: mail.templateId };
}

function lastSendAt(): number {
  try {
    return Number(window.localStorage.getItem(THROTTLE_KEY)) || lastSendInMemory;
  } catch {
    return lastSendInMemory;
  }
}

function markSent(time: number) {
  lastSendInMemory = time;
  try {
    window.localStorage.setItem(THROTTLE_KEY, String(time));
  } catch {
    // Storage refused: the guard lasts as long as the page.
  }
}

/** Tests only: make the next send initialise the SDK again, and forget the last send. */
export function resetMailClientForTests(): void {
  initializedWith = undefined;
  lastSendInMemory = 0;
  try {
    window.localStorage.removeItem(THROTTLE_KEY);
  } catch {
    // Nothing kept.
  }
}

const isRateLimited = (failure: unknown) =>
  typeof failure === 'object' && failure !== null && 'status' in failure && failure.status === 429;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Resolves when the provider accepted the message; rejects with the SDK's failure otherwise (or
 * SentTooSoon, without a request, within 10 s of the last send). A 429 from the provider is tried
 * once more after its window.
 */
export async function sendContactMessage(params: ContactTemplateParams): Promise<void> {
  const { serviceId, templateId } = initialize();
  const now = Date.now();
  // Counted when a send starts, as the SDK's guard did: a failed send also waits its 10 s.
  if (now - lastSendAt() < SEND_THROTTLE_MS) throw new SentTooSoon();
  markSent(now);
  try {
    await emailjs.send(serviceId, templateId, params);
  } catch (failure) {
    if (!isRateLimited(failure)) throw failure;
    await wait(RETRY_AFTER_MS + Math.random() * RETRY_SPREAD_MS);
    await emailjs.send(serviceId, templateId, params);
  }
}
