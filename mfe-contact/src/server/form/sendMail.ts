import type { ContactTemplateParams } from '../../features/contact/form/templateParams';
import { sendErrorKind, type SendErrorKind } from '../../features/contact/form/sendErrors';

/** EmailJS's REST endpoint, the one its browser SDK calls too. */
export const MAIL_SEND_PATH = '/api/v1.0/email/send';

export interface MailAccount {
  origin: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Sent as `accessToken` when set: EmailJS requires it for sends that come from a server. */
  privateKey: string;
}

export type MailOutcome = { sent: true } | { sent: false; error: SendErrorKind; status?: number };

/**
 * Sends one message through EmailJS's REST API. Never throws: a refusal is its status's message
 * (docs/product.md#contact-send-errors), a service that does not answer in time the general one.
 */
export async function sendMail(
  account: MailAccount,
  params: ContactTemplateParams,
  timeoutMs: number,
): Promise<MailOutcome> {
  try {
    const response = await fetch(new URL(MAIL_SEND_PATH, account.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: account.serviceId,
        template_id: account.templateId,
        user_id: account.publicKey,
        ...(account.privateKey ? { accessToken: account.privateKey } : {}),
        template_params: params,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    if (response.ok) return { sent: true };
    return {
      sent: false,
      error: sendErrorKind({ status: response.status }),
      status: response.status,
    };
  } catch {
    return { sent: false, error: 'generic' };
  }
}
