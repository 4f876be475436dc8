// The form server's settings, from the contact container's environment. MAIL_* are runtime
// variables (platform/src/config/runtimeVariables.ts); FORM_SERVER_* are fixed by the image and the
// local site.

export interface FormSettings {
  port: number;
  host: string;
  /** EmailJS's private key (MAIL_PRIVATE_KEY): it authorises sends from a server. Never logged. */
  privateKey: string;
  /** Where this server reaches the mail API, where that is not the browser's origin (a container name). */
  mailOrigin: string | undefined;
  /** The longest one request to the mail API may take (a send may make several: mailDeadlineMs). */
  mailTimeoutMs: number;
  /**
   * The mail provider's pace for the site's account: one request per this long (EmailJS takes about
   * one a second). The form server's sends wait their turn in a queue kept to it.
   */
  mailIntervalMs: number;
  /**
   * How long after it was posted a message may still be sent: its turn in the queue, a 429 or a 5xx
   * tried again after a back-off. Then the visitor is told it was not sent. It must stay well below
   * the 15 s the entry and the contact container's nginx wait for this server's answer
   * (nginx/snippets/submit-form.conf), or the visitor would be told "not sent" by them while the
   * message may still go.
   */
  mailDeadlineMs: number;
  /** One send per address per this long (the form in the browser keeps the same pace). */
  sendIntervalMs: number;
  /** The largest form body accepted. */
  maxBodyBytes: number;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** 64 KB: a message of several thousand Georgian letters, each nine bytes once form-encoded. */
export const MAX_BODY_BYTES = 64 * 1024;

export function readFormSettings(env: NodeJS.ProcessEnv = process.env): FormSettings {
  return {
    port: number(env.FORM_SERVER_PORT, 8082),
    host: env.FORM_SERVER_HOST || '127.0.0.1',
    privateKey: env.MAIL_PRIVATE_KEY ?? '',
    mailOrigin: env.MAIL_INTERNAL_ORIGIN || undefined,
    mailTimeoutMs: number(env.FORM_MAIL_TIMEOUT_MS, 8_000),
    mailIntervalMs: number(env.FORM_MAIL_INTERVAL_MS, 1_000),
    mailDeadlineMs: number(env.FORM_MAIL_DEADLINE_MS, 10_000),
    sendIntervalMs: number(env.FORM_SEND_INTERVAL_MS, 10_000),
    maxBodyBytes: MAX_BODY_BYTES,
  };
}
