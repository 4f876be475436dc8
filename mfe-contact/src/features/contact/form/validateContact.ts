import type { ContactTexts } from '../contactTexts';
import type { ContactField, ContactValues } from './contactValues';

// docs/product.md#validation-rules: the minimum lengths, counted after trimming.
export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;

// docs/product.md#validation-rules: a simple x@y.z shape, nothing stricter (real addresses are too
// varied for more).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An error is a key of the validation texts, so it follows a language switch while shown. */
export type ValidationError = keyof ContactTexts['validation'];
export type ContactErrors = Partial<Record<ContactField, ValidationError>>;

/** The fields in the order they appear, which is the order focus looks for the first error. */
export const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

// Characters, not UTF-16 units, so the count is right for any script.
const length = (text: string) => Array.from(text).length;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'nameRequired';
  else if (length(name) < NAME_MIN_LENGTH) errors.name = 'nameTooShort';

  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';

  if (!message) errors.message = 'messageRequired';
  else if (length(message) < MESSAGE_MIN_LENGTH) errors.message = 'messageTooShort';

  return errors;
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
