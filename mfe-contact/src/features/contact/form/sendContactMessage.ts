import emailjs from '@emailjs/browser';
import { getSiteConfig } from '@site/shared/config';
import type { ContactTexts } from '../contactTexts';
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

export type SendErrorKind = keyof ContactTexts['sendErrors'];

/**
 * Which message a failed send shows. 400/401/404/other are the provider's answers
 * (docs/product.md#contact-send-errors); 403 (block list), 429 (rate limit) and 451 (headless
 * browser) come from the SDK itself. The SDK also throws plain strings for configuration mistakes:
 * those are "other".
 */
export function sendErrorKind(failure: unknown): SendErrorKind {
  const status =
    typeof failure === 'object' && failure !== null && 'status' in failure
      ? Number(failure.status)
      : undefined;
  switch (status) {
    case 400:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 403:
      return 'blocked';
    case 404:
      return 'notFound';
    case 429:
      return 'tooManyRequests';
    case 451:
      return 'headless';
    default:
      return 'generic';
  }
}
