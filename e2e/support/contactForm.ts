import { expect, type Page, type TestInfo } from '@playwright/test';

// The contact form's words as a visitor reads them, written out here on purpose (not imported
// from the app): they are the words of docs/product.md#validation-rules and
// docs/product.md#contact-send-errors, so a changed text in the app fails a test.

export type Language = 'en' | 'ka';

export const CONTACT_TEXTS = {
  en: {
    labels: { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' },
    send: 'Send message',
    success: 'Your message was sent successfully! We will contact you soon.',
    required: ['Name is required', 'Email is required', 'Message is required'],
    nameTooShort: 'Name must be at least 2 characters',
    statuses: {
      400: 'Invalid parameters. Please check all fields.',
      401: 'Authorization error. Please contact administration.',
      404: 'Service or template not found.',
      500: 'An error occurred while sending the message. Please try again later.',
    },
    languageName: 'English',
    locale: 'en-US',
  },
  ka: {
    labels: { name: 'სახელი', email: 'ელ. ფოსტა', phone: 'ტელეფონი', message: 'შეტყობინება' },
    send: 'გაგზავნა',
    success: 'თქვენი შეტყობინება წარმატებით გაიგზავნა! მალე დაგიკავშირდებით.',
    required: ['სახელი სავალდებულოა', 'ელ. ფოსტა სავალდებულოა', 'შეტყობინება სავალდებულოა'],
    nameTooShort: 'სახელი უნდა შეიცავდეს მინიმუმ 2 სიმბოლოს',
    statuses: {
      400: 'არასწორი პარამეტრები. გთხოვთ, შეამოწმოთ ყველა ველი.',
      401: 'ავტორიზაციის შეცდომა. გთხოვთ, დაუკავშირდეთ ადმინისტრაციას.',
      404: 'სერვისი ან შაბლონი ვერ მოიძებნა.',
      500: 'შეტყობინების გაგზავნისას მოხდა შეცდომა. გთხოვთ, სცადოთ მოგვიანებით.',
    },
    languageName: 'Georgian',
    locale: 'ka-GE',
  },
} as const;

export type Field = keyof (typeof CONTACT_TEXTS)['en']['labels'];
export const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];

/** The form's field whose label starts with the field's name (a required one adds a mark). */
export function field(page: Page, language: Language, which: Field) {
  const label = CONTACT_TEXTS[language].labels[which].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

/** A sender address no other test (or project, run or repeat) uses, so tests never see each other's mail. */
export function uniqueEmail(language: Language, testInfo: TestInfo, label: string) {
  const id = `${testInfo.project.name}-${label}-${Date.now()}-${testInfo.workerIndex}-${testInfo.repeatEachIndex}`;
  // Georgian in every field, the e-mail included (its simple x@y.z check allows any letters).
  return language === 'ka' ? `ნინო-${id}@მაგალითი.გე` : `nino-${id}@example.com`;
}

/** A valid message in the language, from `email`. */
export function valuesFor(
  language: Language,
  email: string,
  phone = '+995 555 12 34 56',
): Record<Field, string> {
  return language === 'ka'
    ? {
        name: 'ნინო ბერიძე',
        email,
        phone,
        message: 'გამარჯობა! მაინტერესებს სახანძრო სიგნალიზაციის მონტაჟი ოფისში.',
      }
    : {
        name: 'Nino Beridze',
        email,
        phone,
        message: 'Hello! I would like a quote for a fire alarm in our office.',
      };
}

/** Every field empty, as after a message was sent. */
export const EMPTY_FORM: Record<Field, string> = { name: '', email: '', phone: '', message: '' };

export async function fillForm(page: Page, language: Language, values: Record<Field, string>) {
  for (const which of FIELDS) await field(page, language, which).fill(values[which]);
}

/** Each field holds its value of `values`. */
export async function expectForm(page: Page, language: Language, values: Record<Field, string>) {
  for (const which of FIELDS) await expect(field(page, language, which)).toHaveValue(values[which]);
}
