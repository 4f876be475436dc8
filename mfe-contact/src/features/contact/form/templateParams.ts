import { dateLocale, type Language } from '@site/shared/i18n';
import type { ContactValues } from './contactValues';

/** The EmailJS template's variables (docs/product.md#mail), all eight of them. */
export interface ContactTemplateParams {
  [name: string]: string;
  from_name: string;
  from_email: string;
  phone: string;
  message: string;
  to_email: string;
  reply_to: string;
  sent_at: string;
  language: string;
}

// The template reads the language's English name, whatever language the page is in.
const LANGUAGE_NAMES: Record<Language, string> = { ka: 'Georgian', en: 'English' };

/**
 * The moment of sending in the visitor's language. The office reads it in Tbilisi, so it is given
 * in Tbilisi time whatever the visitor's clock says.
 */
export function formatSentAt(date: Date, language: Language): string {
  try {
    return new Intl.DateTimeFormat(dateLocale(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Tbilisi',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}

export function buildTemplateParams(options: {
  values: ContactValues;
  language: Language;
  recipient: string;
  phoneNotProvided: string;
  now: Date;
}): ContactTemplateParams {
  const { values, language } = options;
  const email = values.email.trim();
  return {
    from_name: values.name.trim(),
    from_email: email,
    phone: values.phone.trim() || options.phoneNotProvided,
    message: values.message.trim(),
    to_email: options.recipient,
    reply_to: email,
    sent_at: formatSentAt(options.now, language),
    language: LANGUAGE_NAMES[language],
  };
}
