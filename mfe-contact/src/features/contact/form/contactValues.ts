/** What the visitor types (docs/product.md#contact-form); phone is optional. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', phone: '', message: '' };
