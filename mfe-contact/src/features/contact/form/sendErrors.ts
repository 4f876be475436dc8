import type { ContactTexts } from '../contactTexts';

export type SendErrorKind = keyof ContactTexts['sendErrors'];

/**
 * Which message a failed send shows, for the browser's SDK and the form server's REST call alike.
 * 400/401/404/other are the provider's answers (docs/product.md#contact-send-errors); 403 (block
 * list) and 451 (headless browser) come from the SDK itself; 429 from the form's own limit (one send
 * per 10 s, in the browser and at the form server), or from the provider's rate limit once it was
 * tried again in vain. The SDK also throws plain strings for configuration mistakes: those are
 * "other".
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
