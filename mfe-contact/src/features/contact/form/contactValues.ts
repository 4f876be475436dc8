/** What the visitor types (docs/product.md#contact-form); phone is optional. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The hidden field only bots fill in (docs/product.md#contact-form). */
export const HONEYPOT_FIELD = 'website';
/**
 * The page's language, sent with the form, so the mail says which language the visitor wrote in.
 * (The answer's language is the one of the address posted to: its language path.)
 */
export const LANGUAGE_FIELD = 'language';

/** What a submitted form holds: the browser's FormData and the server's URLSearchParams alike. */
export interface SubmittedFields {
  get(name: string): unknown;
}

const text = (fields: SubmittedFields, name: string) => {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
};

/** The values of a submitted form, as typed (validation trims). */
export function submittedValues(fields: SubmittedFields): ContactValues {
  return {
    name: text(fields, 'name'),
    email: text(fields, 'email'),
    phone: text(fields, 'phone'),
    message: text(fields, 'message'),
  };
}

/** True when the field only bots see was filled in. */
export function isBotSubmission(fields: SubmittedFields): boolean {
  return text(fields, HONEYPOT_FIELD).trim() !== '';
}
