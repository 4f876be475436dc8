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
  /** The longest the mail API may take before the visitor is told the send failed. */
  mailTimeoutMs: number;
  /** One send per address per this long (the browser's SDK keeps the same pace). */
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
    sendIntervalMs: number(env.FORM_SEND_INTERVAL_MS, 10_000),
    maxBodyBytes: MAX_BODY_BYTES,
  };
}
