import { expect, test, type Page } from '@playwright/test';
import { startUsingPage } from '../support/hydration';
import { returningVisitor } from '../support/language';
import {
  CONTACT_TEXTS as TEXTS,
  field,
  EMPTY_FORM,
  expectForm,
  fillForm,
  uniqueEmail,
  valuesFor,
  type Language,
} from '../support/contactForm';
import { mailControl, outboxMessageFrom } from '../support/mail';
import { seriousViolations } from '../support/seriousAxeViolations';

// Issue 7: the contact form against the real @emailjs/browser SDK and the local mail sink.
// The expected texts are support/contactForm.ts's, written out there on purpose.

// A phone with words in it, in Georgian: the field takes any text.
const WORK_PHONE = { en: undefined, ka: '+995 555 12 34 56 (სამსახური)' } as const;

async function openContact(page: Page, language: Language) {
  await returningVisitor(page, language, { bannerDismissed: true });
  await page.goto(`/${language}/contact`);
  await expect(page.getByRole('button', { name: TEXTS[language].send })).toBeVisible();
  // These tests are about the form its scripts run (contact-before-scripts.spec.ts covers the
  // form before them): the visitor's first tap starts them, as a reader's does.
  await startUsingPage(page);
}

test.beforeEach(async ({ page }) => {
  // Tests run in parallel against one sink: its one-send-per-second rule (covered by the unit
  // tests) would turn two tests' sends in the same second into a 429.
  await mailControl(page.request, { rateLimitMs: 0 });
});

for (const language of ['en', 'ka'] as const) {
  const t = TEXTS[language];

  test.describe(`contact form (${language})`, () => {
    // At 375 px (the form's phone layout) in one language: its texts are the same at any width.
    // The empty submit and then the valid message are one visitor's: the messages go as the
    // fields are filled, and the send empties the form.
    test(
      'an empty submit shows every required message and focuses the first field; a valid message then reaches the mail sink with all eight template params',
      language === 'en' ? { tag: '@mobile' } : {},
      async ({ page }, testInfo) => {
        await openContact(page, language);
        await test.step('an empty submit shows every required message', async () => {
          await page.getByRole('button', { name: t.send }).click();
          for (const message of t.required) await expect(page.getByText(message)).toBeVisible();
          await expect(field(page, language, 'name')).toHaveAttribute('aria-invalid', 'true');
          await expect(field(page, language, 'name')).toBeFocused();
          await expect(field(page, language, 'phone')).not.toHaveAttribute('aria-invalid', 'true');
          // Issue 9: the form with its messages shown has no serious axe violation.
          expect(await seriousViolations(page)).toEqual([]);
        });

        await test.step('a valid message reaches the mail sink with all eight template params', async () => {
          const email = uniqueEmail(language, testInfo, 'ok');
          const values = valuesFor(language, email, WORK_PHONE[language]);
          await fillForm(page, language, values);
          await page.getByRole('button', { name: t.send }).click();

          await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
          await expectForm(page, language, EMPTY_FORM);

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
      },
    );

    // What the mail service's refusal travels through (its answer, the client, the form); each
    // status's own message is the form's unit test (ContactForm.test.tsx), so one here per language.
    for (const status of language === 'en' ? ([401] as const) : ([500] as const)) {
      test(`a ${status} from the mail service shows its message and keeps the values`, async ({
        page,
      }, testInfo) => {
        const email = uniqueEmail(language, testInfo, String(status));
        const values = valuesFor(language, email, WORK_PHONE[language]);
        await mailControl(page.request, { forceStatus: status, fromEmail: email });
        try {
          await openContact(page, language);
          await fillForm(page, language, values);
          await page.getByRole('button', { name: t.send }).click();

          await expect(page.getByRole('alert')).toHaveText(t.statuses[status]);
          await expectForm(page, language, values);
          await expect(page.getByRole('button', { name: t.send })).toBeEnabled();
        } finally {
          await mailControl(page.request, { forceStatus: null, fromEmail: email });
        }
      });
    }
  });
}
