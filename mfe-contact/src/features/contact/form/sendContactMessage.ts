import emailjs from '@emailjs/browser';
import { getSiteConfig } from '@site/shared/config';
import type { ContactTemplateParams } from './templateParams';

/**
 * The SDK's own guard against repeated clicks: one send per 10 s from this form (it answers 429
 * itself, without a request). The id keeps the count apart from other pages on the same path.
 */
export const SEND_THROTTLE_MS = 10_000;
const LIMIT_RATE_ID = 'contact-form';

let initializedWith: string | undefined;

/** Configures the SDK from the runtime config, once (again only if the config changed). */
function initialize(): { serviceId: string; templateId: string } {
  const { mail } = getSiteConfig();
  const signature = JSON.stringify(mail);
  if (initializedWith !== signature) {
    emailjs.init(
      {
        publicKey: mail.publicKey,
        limitRate: { id: LIMIT_RATE_ID, throttle: SEND_THROTTLE_MS },
        // Blocking headless browsers would reject every automated test of the form.
        blockHeadless: false,
      },
      mail.origin,
    );
    initializedWith = signature;
  }
  return { serviceId: mail.serviceId, templateId: mail.templateId };
}

/** Tests only: make the next send initialise the SDK again. */
export function resetMailClientForTests(): void {
  initializedWith = undefined;
}

/** Resolves when the provider accepted the message; rejects with the SDK's failure otherwise. */
export async function sendContactMessage(params: ContactTemplateParams): Promise<void> {
  const { serviceId, templateId } = initialize();
  await emailjs.send(serviceId, templateId, params);
}
