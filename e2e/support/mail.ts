import { expect, type APIRequestContext } from '@playwright/test';
import { SERVICES_URL } from './ports';

/** A message in local-services' outbox, as the mail sink keeps it. */
export interface OutboxMessage {
  user_id: string;
  service_id: string;
  template_id: string;
  lib_version: string | null;
  withPrivateKey?: boolean;
  template_params: Record<string, string>;
}

/**
 * Tells the mail sink how to answer (docs: local-services/src/mail/mailService.ts): the sink of the
 * site under test, or of another site's local-services at `servicesUrl`.
 */
export async function mailControl(
  request: APIRequestContext,
  command: Record<string, unknown>,
  servicesUrl = SERVICES_URL,
) {
  const response = await request.post(`${servicesUrl}/api/__mail-control`, { data: command });
  expect(response.ok()).toBe(true);
}

/** The message the sink accepted from `email`, once it is there. */
export async function outboxMessageFrom(request: APIRequestContext, email: string) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${SERVICES_URL}/outbox`);
      const messages = (await response.json()) as OutboxMessage[];
      found = messages.find((message) => message.template_params.from_email === email);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no message from ${email} in the outbox`);
  return found;
}
