// The form server's production defaults, which the browser tests lower on sites of their own to
// keep their waits short (mail-burst.spec.ts, contact-before-scripts.spec.ts): held here to what
// they must keep to, so a test's lower setting never hides a default that breaks a promise.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFormSettings } from '../../mfe-contact/src/server/form/formSettings';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The `proxy_read_timeout` an nginx file gives the form server's answer, in milliseconds. */
function readTimeoutMs(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8');
  const seconds = /proxy_read_timeout\s+(\d+)s;/.exec(text)?.[1];
  if (!seconds) throw new Error(`${file} sets no proxy_read_timeout in seconds`);
  return Number(seconds) * 1000;
}

describe("the form server's defaults", () => {
  const defaults = readFormSettings({});

  it("keep to EmailJS's pace for one account: one request a second", () => {
    // local-services' mail sink refuses faster sends with a 429 by the same rule (MAIL_RATE_LIMIT_MS).
    expect(defaults.mailIntervalMs).toBeGreaterThanOrEqual(1_000);
  });

  it('answer the visitor before the entry and the contact container stop waiting for them', () => {
    // The queue cuts a message's last attempt at its deadline (mailQueue.ts), so the answer comes by
    // then; two seconds are left for the queue's own turn and the hops (docs/architecture.md#the-contact-form).
    for (const file of [
      'nginx/snippets/submit-form.conf',
      'nginx/templates/forms/server.conf.template',
    ]) {
      expect(defaults.mailDeadlineMs + 2_000).toBeLessThanOrEqual(readTimeoutMs(file));
    }
  });
});
