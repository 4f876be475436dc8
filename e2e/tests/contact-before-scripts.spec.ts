import { expect, test, type Browser } from '@playwright/test';
import { reactOwns } from '../support/hydration';
import {
  CONTACT_TEXTS as TEXTS,
  field,
  EMPTY_FORM,
  expectForm,
  FIELDS,
  fillForm,
  uniqueEmail,
  valuesFor,
  type Field,
  type Language,
} from '../support/contactForm';
import { startSite, type DegradedSite } from '../support/degradedSite';
import { mailControl, outboxMessageFrom } from '../support/mail';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { waitForUrl } from '../support/waitForUrl';
import { previewPorts } from '../../tooling/previewPorts';

// The contact form before (and without) the page's scripts: docs/architecture.md#the-contact-form.
// Nothing typed while the page hydrates is lost, at any CPU speed; with JavaScript off the form is
// checked, sent and answered by the contact container's form server.

test.beforeEach(async ({ request }) => {
  // Parallel tests send through one sink: its one send per second would refuse some of them.
  await mailControl(request, { rateLimitMs: 0 });
});

// One CPU rate per language, in turn, not every pair (README, "Tests"): at 8× (English) the typing
// must have begun before hydration; at 4× (Georgian script) it may begin either side of it. Each
// keeps every character, the focus and the caret, and its hydrated form sends what was typed.
const CPU_RATES = { en: 8, ka: 4 } as const;

for (const language of ['en', 'ka'] as const) {
  const t = TEXTS[language];
  const rate = CPU_RATES[language];

  test.describe(`typed while the page hydrates (${language})`, () => {
    test(`with the CPU ${rate}× slower, not one character, the caret or focus is lost`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(90_000);
      await typeWhileHydrating(
        browser,
        language,
        rate,
        uniqueEmail(language, testInfo, `cpu${rate}`),
        {
          mustStartBeforeHydration: rate === 8,
        },
      );
    });
  });

  test.describe(`with JavaScript off (${language})`, () => {
    test.use({ javaScriptEnabled: false, locale: t.locale });

    test('a valid message is posted, sent with the private key, and the page says so', async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(language, testInfo, 'nojs');
      const values = valuesFor(language, email);
      await page.goto(`/${language}/contact`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await fillForm(page, language, values);
      const [posted] = await Promise.all([
        page.waitForRequest((request) => request.method() === 'POST'),
        page.getByRole('button', { name: t.send }).click(),
      ]);
      // Posted, never in the address, history or a Referer.
      expect(new URL(posted.url()).search).toBe('');
      await expect(page).toHaveURL(`/${language}/contact#message-sent`);
      await expect(page.getByText(t.success)).toBeVisible();
      await expectForm(page, language, EMPTY_FORM);
      const message = await outboxMessageFrom(page.request, email);
      expect(message).toMatchObject({
        withPrivateKey: true,
        lib_version: null,
        template_params: {
          from_name: values.name,
          from_email: values.email,
          phone: values.phone,
          message: values.message,
        },
      });
      // A reload shows the same state and sends nothing again.
      await page.reload();
      await expect(page.getByText(t.success)).toBeVisible();
    });

    test('a form with errors comes back (422) with every value, the messages and focus', async ({
      page,
    }) => {
      await page.goto(`/${language}/contact`);
      await field(page, language, 'name').fill('N');
      await field(page, language, 'phone').fill('+995 555 12 34 56');
      await field(page, language, 'message').fill('<!--# echo var="x" --> and </script> kept');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: t.send }).click(),
      ]);
      expect(answer.status()).toBe(422);
      await expect(field(page, language, 'name')).toHaveValue('N');
      await expect(field(page, language, 'name')).toHaveAccessibleDescription(t.nameTooShort);
      await expect(field(page, language, 'email')).toHaveAccessibleDescription(t.required[1]);
      await expect(field(page, language, 'phone')).toHaveValue('+995 555 12 34 56');
      await expect(field(page, language, 'message')).toHaveValue(
        '<!--# echo var="x" --> and </script> kept',
      );
      await expect(field(page, language, 'name')).toBeFocused();
      // The shell's header and footer are there: the page was composed like any other.
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('the address the entry sends a form it could not pass on to says it was not sent', async ({
      page,
    }) => {
      await page.goto(`/${language}/contact#message-not-sent`);
      await expect(page.getByText(t.statuses[500])).toBeVisible();
      await expect(page.getByText(t.success)).toBeHidden();
    });
  });
}

// A mail service that refuses: the form server tries again until its bound (FORM_MAIL_DEADLINE_MS,
// 10 s in production), then the page says the message was not sent. On a site of its own whose
// bound is 2 s, so the test does not sit through the production one; and the forced failures, which
// hold back the form server's other sends for a while, stay off the site the other tests share.
test.describe('with JavaScript off, a refusing mail service', () => {
  test.describe.configure({ mode: 'serial' });
  const ports = previewPorts(PORTS.entry + SITE_OFFSETS.mailRefused);
  const servicesUrl = `http://localhost:${ports.services}`;
  let site: DegradedSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({
      offset: SITE_OFFSETS.mailRefused,
      // Both visitors send from 127.0.0.1: the one send per address per 10 s is lifted, as on the
      // site under test (siteUnderTest.ts).
      serverEnv: { contact: { FORM_MAIL_DEADLINE_MS: '2000', FORM_SEND_INTERVAL_MS: '0' } },
    });
    // The entry answers before the contact container's form server has started.
    await waitForUrl(`http://127.0.0.1:${ports.formServer}/healthz`);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  // Both languages' visitors at once: their sends wait out the same 2 s bound side by side.
  test('a refusing mail service: the page says so and keeps what was typed, in each language', async ({
    browser,
  }, testInfo) => {
    await Promise.all(
      (['en', 'ka'] as const).map(async (language) => {
        const t = TEXTS[language];
        const email = uniqueEmail(language, testInfo, 'refused');
        const values = valuesFor(language, email);
        const context = await browser.newContext({ javaScriptEnabled: false, locale: t.locale });
        const page = await context.newPage();
        await mailControl(page.request, { forceStatus: 500, fromEmail: email }, servicesUrl);
        try {
          // A first visit may meet a cold renderer, whose page is then drawn in the browser:
          // without scripts, nothing. The server draws it for the next visit.
          await expect(async () => {
            await page.goto(`${site.url}/${language}/contact`);
            await expect(page.getByRole('button', { name: t.send })).toBeVisible({
              timeout: 1_000,
            });
          }).toPass({ timeout: 20_000 });
          await fillForm(page, language, values);
          const [answer] = await Promise.all([
            page.waitForResponse((response) => response.request().method() === 'POST'),
            page.getByRole('button', { name: t.send }).click(),
          ]);
          expect(answer.status(), language).toBe(503);
          await expect(page.getByRole('alert')).toHaveText(t.statuses[500]);
          await expectForm(page, language, values);
        } finally {
          await mailControl(page.request, { forceStatus: null, fromEmail: email }, servicesUrl);
          await context.close();
        }
      }),
    );
  });
});

/** Short values: on a phone-speed CPU each key takes a while, and what counts is the moment of hydration. */
function shortValuesFor(language: Language, email: string): Record<Field, string> {
  return language === 'ka'
    ? { name: 'ნინო', email, phone: '+995 5', message: 'გამარჯობა!!' }
    : { name: 'Nino', email, phone: '+995 5', message: 'Hello, hi!' };
}

/**
 * A first visit in `language` with the CPU slowed `rate` times: types into every field as soon as
 * it appears, and keeps typing into the message until the scripts have hydrated the page, so the
 * typing always spans that moment. Then every character, the focus and the caret must be where the
 * visitor left them, and the hydrated form must send exactly what was typed.
 */
async function typeWhileHydrating(
  browser: Browser,
  language: Language,
  rate: number,
  email: string,
  { mustStartBeforeHydration }: { mustStartBeforeHydration: boolean },
) {
  const t = TEXTS[language];
  const values = shortValuesFor(language, email);
  const context = await browser.newContext({ locale: t.locale });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`/${language}/contact`, { waitUntil: 'commit' });
    await field(page, language, 'name').waitFor();
    const startedBeforeHydration = !(await reactOwns(page, 'form'));
    if (mustStartBeforeHydration) expect(startedBeforeHydration).toBe(true);
    for (const which of FIELDS) {
      await field(page, language, which).pressSequentially(values[which], { delay: 10 });
    }
    const message = field(page, language, 'message');
    const more = language === 'ka' ? ' ა' : ' a';
    const deadline = Date.now() + 45_000;
    while (!(await reactOwns(page, 'form')) && Date.now() < deadline) {
      await message.pressSequentially(more);
      values.message += more;
    }
    expect(await reactOwns(page, 'form')).toBe(true);
    await expectForm(page, language, values);
    await expect(message).toBeFocused();
    expect(await message.evaluate((element: HTMLTextAreaElement) => element.selectionStart)).toBe(
      values.message.length,
    );
    // The hydrated form sends what was typed before it was hydrated.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
    const sent = await outboxMessageFrom(page.request, values.email);
    expect(sent.template_params).toMatchObject({
      from_name: values.name,
      phone: values.phone,
      message: values.message,
    });
  } finally {
    await context.close();
  }
}
