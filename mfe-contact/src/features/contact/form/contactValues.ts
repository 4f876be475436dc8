/** What the visitor types (spec §3 Contact form values); phone is optional. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', phone: '', message: '' };
