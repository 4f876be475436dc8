import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { startUsingPage } from '../support/hydration';
import { returningVisitor } from '../support/language';
import { mailControl, outboxMessageFrom } from '../support/mail';

// Issue 7: the contact form against the real @emailjs/browser SDK and the local mail sink.
// The expected texts are written out here on purpose: they are the words of
// docs/product.md#validation-rules and docs/product.md#contact-send-errors.

type Language = 'en' | 'ka';

const TEXTS = {
  en: {
    labels: { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' },
    send: 'Send message',
    success: 'Your message was sent successfully! We will contact you soon.',
    required: ['Name is required', 'Email is required', 'Message is required'],
    statuses: {
      400: 'Invalid parameters. Please check all fields.',
      401: 'Authorization error. Please contact administration.',
      404: 'Service or template not found.',
      500: 'An error occurred while sending the message. Please try again later.',
    },
    languageName: 'English',
  },
  ka: {
    labels: { name: 'სახელი', email: 'ელ. ფოსტა', phone: 'ტელეფონი', message: 'შეტყობინება' },
    send: 'გაგზავნა',
    success: 'თქვენი შეტყობინება წარმატებით გაიგზავნა! მალე დაგიკავშირდებით.',
    required: ['სახელი სავალდებულოა', 'ელ. ფოსტა სავალდებულოა', 'შეტყობინება სავალდებულოა'],
    statuses: {
      400: 'არასწორი პარამეტრები. გთხოვთ, შეამოწმოთ ყველა ველი.',
      401: 'ავტორიზაციის შეცდომა. გთხოვთ, დაუკავშირდეთ ადმინისტრაციას.',
      404: 'სერვისი ან შაბლონი ვერ მოიძებნა.',
      500: 'შეტყობინების გაგზავნისას მოხდა შეცდომა. გთხოვთ, სცადოთ მოგვიანებით.',
    },
    languageName: 'Georgian',
  },
} as const;

type Field = keyof (typeof TEXTS)['en']['labels'];

/** A sender address no other test (or project, or run) uses, so tests never see each other's mail. */
function uniqueEmail(language: Language, testInfo: TestInfo, label: string) {
  const id = `${testInfo.project.name}-${label}-${Date.now()}-${testInfo.workerIndex}`;
  // Georgian in every field, the e-mail included (its simple x@y.z check allows any letters).
  return language === 'ka' ? `ნინო-${id}@მაგალითი.გე` : `nino-${id}@example.com`;
}

function valuesFor(language: Language, email: string) {
  return language === 'ka'
    ? {
        name: 'ნინო ბერიძე',
        email,
        phone: '+995 555 12 34 56 (სამსახური)',
        message: 'გამარჯობა! მაინტერესებს სახანძრო სიგნალიზაციის მონტაჟი ოფისში.',
      }
    : {
        name: 'Nino Beridze',
        email,
        phone: '+995 555 12 34 56',
        message: 'Hello! I would like a quote for a fire alarm in our office.',
      };
}

function field(page: Page, language: Language, which: Field) {
  const label = TEXTS[language].labels[which].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

async function openContact(page: Page, language: Language) {
  await returningVisitor(page, language, { bannerDismissed: true });
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: TEXTS[language].send })).toBeVisible();
  // These tests are about the form its scripts run (contact-before-scripts.spec.ts covers the
  // form before them): the visitor's first tap starts them, as a reader's does.
  await startUsingPage(page);
}

async function fillForm(page: Page, language: Language, values: Record<Field, string>) {
  for (const which of ['name', 'email', 'phone', 'message'] as const) {
    await field(page, language, which).fill(values[which]);
  }
}

test.beforeEach(async ({ page }) => {
  // Tests run in parallel against one sink: its one-send-per-second rule (covered by the unit
  // tests) would turn two tests' sends in the same second into a 429.
  await mailControl(page.request, { rateLimitMs: 0 });
});

for (const language of ['en', 'ka'] as const) {
  const t = TEXTS[language];

  test.describe(`contact form (${language})`, () => {
    test(
      'an empty submit shows every required message and focuses the first field',
      { tag: '@mobile' },
      async ({ page }) => {
        await openContact(page, language);
        await page.getByRole('button', { name: t.send }).click();
        for (const message of t.required) await expect(page.getByText(message)).toBeVisible();
        await expect(field(page, language, 'name')).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, language, 'name')).toBeFocused();
        await expect(field(page, language, 'phone')).not.toHaveAttribute('aria-invalid', 'true');
      },
    );

    test('a valid message reaches the mail sink with all eight template params', async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(language, testInfo, 'ok');
      const values = valuesFor(language, email);
      await openContact(page, language);
      await fillForm(page, language, values);
      await page.getByRole('button', { name: t.send }).click();

      await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
      for (const which of ['name', 'email', 'phone', 'message'] as const) {
        await expect(field(page, language, which)).toHaveValue('');
      }

      const message = await outboxMessageFrom(page.request, email);
      expect(message).toMatchObject({
        user_id: 'local-public-key',
        service_id: 'service_local',
        template_id: 'template_contact',
        lib_version: '4.4.1',
      });
      expect(Object.keys(message.template_params).sort()).toEqual(
        [
          'from_email',
          'from_name',
          'language',
          'message',
          'phone',
          'reply_to',
          'sent_at',
          'to_email',
        ].sort(),
      );
      expect(message.template_params).toMatchObject({
        from_name: values.name,
        from_email: values.email,
        phone: values.phone,
        message: values.message,
        to_email: 'info@alioni.ge',
        reply_to: values.email,
        language: t.languageName,
      });
      expect(message.template_params.sent_at).toMatch(/\d{1,2}:\d{2}/);
    });

    // What the mail service's refusal travels through (its answer, the client, the form); each
    // status's own message is the form's unit test (ContactForm.test.tsx), so one here per language.
    for (const status of language === 'en' ? ([401] as const) : ([500] as const)) {
      test(`a ${status} from the mail service shows its message and keeps the values`, async ({
        page,
      }, testInfo) => {
        const email = uniqueEmail(language, testInfo, String(status));
        const values = valuesFor(language, email);
        await mailControl(page.request, { forceStatus: status, fromEmail: email });
        try {
          await openContact(page, language);
          await fillForm(page, language, values);
          await page.getByRole('button', { name: t.send }).click();

          await expect(page.getByRole('alert')).toHaveText(t.statuses[status]);
          for (const which of ['name', 'email', 'phone', 'message'] as const) {
            await expect(field(page, language, which)).toHaveValue(values[which]);
          }
          await expect(page.getByRole('button', { name: t.send })).toBeEnabled();
        } finally {
          await mailControl(page.request, { forceStatus: null, fromEmail: email });
        }
      });
    }
  });
}
