import emailjs from '@emailjs/browser';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { resetSiteConfigForTests } from '@site/shared/config';
import { LANGUAGES, type Language } from '@site/shared/i18n';
import { renderInLanguage } from '../../../test/renderInLanguage';
import { contactTexts } from '../contactTexts';
import { ContactForm } from './ContactForm';
import {
  resetMailClientForTests,
  RETRY_AFTER_MS,
  RETRY_SPREAD_MS,
  SEND_THROTTLE_MS,
} from './sendContactMessage';
import { SUCCESS_VISIBLE_MS } from './useContactForm';

jest.mock('@emailjs/browser', () => ({
  __esModule: true,
  default: { init: jest.fn(), send: jest.fn() },
}));

const send = jest.mocked(emailjs.send);
const init = jest.mocked(emailjs.init);

type Field = 'name' | 'email' | 'phone' | 'message';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its accessible name (the required marker is hidden from it). */
function field(language: Language, which: Field) {
  const label = contactTexts[language].form.labels[which];
  return screen.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
}

function submitButton(language: Language) {
  const t = contactTexts[language].form;
  return screen.getByRole('button', {
    name: new RegExp(`^(${escape(t.send)}|${escape(t.sending)})$`),
  });
}

async function fill(user: UserEvent, language: Language, values: Partial<Record<Field, string>>) {
  for (const [which, value] of Object.entries(values) as [Field, string][]) {
    await user.clear(field(language, which));
    // Pasting is one change event: as good as typing here, and much quicker.
    if (value) await user.paste(value);
  }
}

const VALID = {
  name: 'Nino Beridze',
  email: 'nino@example.ge',
  phone: '+995 555 12 34 56',
  message: 'Please send me a quote for a fire alarm.',
};

function deferred() {
  let resolve: (value: { status: number; text: string }) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<{ status: number; text: string }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  // What a form kept for its history entry when the last test's page went (keptFields.ts).
  sessionStorage.clear();
  send.mockReset();
  init.mockReset();
  send.mockResolvedValue({ status: 200, text: 'OK' });
  resetMailClientForTests();
  delete window.__SITE_CONFIG__;
  resetSiteConfigForTests();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe.each(LANGUAGES)('in %s', (language) => {
  const t = contactTexts[language];

  it('labels every field, marks the required ones and shows the placeholders', () => {
    renderInLanguage(<ContactForm />, language);
    expect(field(language, 'name')).toHaveAttribute('placeholder', t.form.placeholders.name);
    expect(field(language, 'email')).toHaveAttribute('placeholder', t.form.placeholders.email);
    expect(field(language, 'phone')).toHaveAttribute('placeholder', '+995 5XX XX XX XX');
    expect(field(language, 'message')).toHaveAttribute('placeholder', t.form.placeholders.message);
    for (const which of ['name', 'email', 'message'] as const) {
      expect(field(language, which)).toHaveAttribute('aria-required', 'true');
      const label = screen.getByText(t.form.labels[which], { selector: 'label' });
      expect(within(label).getByText(t.form.requiredMarker)).toHaveAttribute('aria-hidden', 'true');
    }
    expect(field(language, 'phone')).not.toHaveAttribute('aria-required');
    expect(field(language, 'phone')).toHaveAccessibleName(
      `${t.form.labels.phone} ${t.form.optional}`,
    );
    expect(submitButton(language)).toHaveTextContent(t.form.send);
  });

  it('shows every required message on an empty submit, links them and focuses the first field', async () => {
    const user = userEvent.setup();
    renderInLanguage(<ContactForm />, language);
    await user.click(submitButton(language));

    expect(field(language, 'name')).toHaveAccessibleDescription(t.validation.nameRequired);
    expect(field(language, 'email')).toHaveAccessibleDescription(t.validation.emailRequired);
    expect(field(language, 'message')).toHaveAccessibleDescription(t.validation.messageRequired);
    for (const which of ['name', 'email', 'message'] as const) {
      expect(field(language, which)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(language, 'phone')).not.toHaveAttribute('aria-invalid');
    expect(field(language, 'name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('treats white space only as empty', async () => {
    const user = userEvent.setup();
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, { name: '   ', email: '  ', message: '     ' });
    await user.click(submitButton(language));
    expect(screen.getByText(t.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(t.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(t.validation.messageRequired)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('needs 2 name and 10 message characters after trimming, and an x@y.z e-mail', async () => {
    const user = userEvent.setup();
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, { name: ' a ', email: 'nino@example', message: ' 123456789 ' });
    await user.click(submitButton(language));
    expect(field(language, 'name')).toHaveAccessibleDescription(t.validation.nameTooShort);
    expect(field(language, 'email')).toHaveAccessibleDescription(t.validation.emailInvalid);
    expect(field(language, 'message')).toHaveAccessibleDescription(t.validation.messageTooShort);
    expect(send).not.toHaveBeenCalled();

    await fill(user, language, { name: 'ab', email: 'nino@example.ge', message: '1234567890' });
    await user.click(submitButton(language));
    expect(screen.queryByText(t.validation.nameTooShort)).not.toBeInTheDocument();
    expect(screen.queryByText(t.validation.messageTooShort)).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('clears only the edited field’s error and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, { name: 'Nino' });
    await user.click(submitButton(language));
    expect(field(language, 'email')).toHaveFocus();

    await user.type(field(language, 'email'), 'x');
    expect(screen.queryByText(t.validation.emailRequired)).not.toBeInTheDocument();
    expect(field(language, 'email')).not.toHaveAttribute('aria-invalid');
    expect(field(language, 'email')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText(t.validation.messageRequired)).toBeInTheDocument();

    // The send stays blocked: the next submit validates again.
    await user.click(submitButton(language));
    expect(field(language, 'email')).toHaveAccessibleDescription(t.validation.emailInvalid);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the eight template params with the localized texts', async () => {
    const user = userEvent.setup();
    window.__SITE_CONFIG__ = {
      mail: {
        origin: 'https://mail.example.test',
        publicKey: 'pk-test',
        serviceId: 'service_x',
        templateId: 'template_y',
        recipient: 'office@example.test',
      },
    };
    resetSiteConfigForTests();
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, { ...VALID, name: '  ნინო  ', phone: '   ' });
    await user.click(submitButton(language));

    // No limitRate: the 10 s guard is the form's own (sendContactMessage.ts says why).
    expect(init).toHaveBeenCalledWith(
      { publicKey: 'pk-test', blockHeadless: false },
      'https://mail.example.test',
    );
    expect(send).toHaveBeenCalledTimes(1);
    const [serviceId, templateId, params] = send.mock.calls[0] ?? [];
    expect([serviceId, templateId]).toEqual(['service_x', 'template_y']);
    expect(params).toEqual({
      from_name: 'ნინო',
      from_email: VALID.email,
      phone: t.form.phoneNotProvided,
      message: VALID.message,
      to_email: 'office@example.test',
      reply_to: VALID.email,
      sent_at: expect.any(String),
      language: language === 'ka' ? 'Georgian' : 'English',
    });
    expect(String(params?.sent_at)).toMatch(/\d/);
  });

  it('comes back with what was typed when its page comes back (Back after a link followed in place), not after a send', async () => {
    const user = userEvent.setup();
    const first = renderInLanguage(<ContactForm />, language);
    await fill(user, language, { name: 'Nino', message: 'Half of a message' });
    first.unmount();
    const again = renderInLanguage(<ContactForm />, language);
    expect(field(language, 'name')).toHaveValue('Nino');
    expect(field(language, 'message')).toHaveValue('Half of a message');
    expect(field(language, 'email')).toHaveValue('');
    // Taken once: the page after that starts empty, and a sent message is never brought back.
    await fill(user, language, VALID);
    await user.click(submitButton(language));
    expect(await screen.findByRole('status')).toHaveTextContent(t.form.success);
    again.unmount();
    renderInLanguage(<ContactForm />, language);
    expect(field(language, 'name')).toHaveValue('');
    expect(field(language, 'message')).toHaveValue('');
  });

  it('is disabled with a spinner while sending, sends once, then clears and thanks for 5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pending = deferred();
    send.mockReturnValue(pending.promise);
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, VALID);
    await user.click(submitButton(language));

    const button = submitButton(language);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(t.form.sending);
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    // Neither a click nor Enter in a field (a submit event) sends a second time.
    await user.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({ status: 200, text: 'OK' }));
    expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
    expect(submitButton(language)).toBeEnabled();
    expect(submitButton(language)).toHaveTextContent(t.form.send);
    for (const which of ['name', 'email', 'phone', 'message'] as const) {
      expect(field(language, which)).toHaveValue('');
    }

    act(() => jest.advanceTimersByTime(SUCCESS_VISIBLE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    [400, 'badRequest'],
    [401, 'unauthorized'],
    [404, 'notFound'],
    [500, 'generic'],
    [503, 'generic'],
    [403, 'blocked'],
    [451, 'headless'],
  ] as const)(
    'shows the %i message, keeps the values and the message until the next submit',
    async (status, key) => {
      const user = userEvent.setup();
      send.mockRejectedValueOnce({ status, text: 'failure' });
      renderInLanguage(<ContactForm />, language);
      await fill(user, language, VALID);
      await user.click(submitButton(language));

      expect(await screen.findByRole('alert')).toHaveTextContent(t.sendErrors[key]);
      expect(field(language, 'name')).toHaveValue(VALID.name);
      expect(field(language, 'email')).toHaveValue(VALID.email);
      expect(field(language, 'phone')).toHaveValue(VALID.phone);
      expect(field(language, 'message')).toHaveValue(VALID.message);
      expect(submitButton(language)).toBeEnabled();
      // Only the provider's 429 is tried again (below).
      expect(send).toHaveBeenCalledTimes(1);

      await user.type(field(language, 'message'), ' More.');
      expect(screen.getByRole('alert')).toHaveTextContent(t.sendErrors[key]);

      // The 10 s between two sends is a test of its own (below).
      resetMailClientForTests();
      await user.click(submitButton(language));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
    },
  );

  it('shows the general message when the delivery client fails without a status', async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce('The public key is required.');
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, VALID);
    await user.click(submitButton(language));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.sendErrors.generic);
    expect(console.error).toHaveBeenCalled();
  });

  it('reports a send that failed as a real-user signal (mail_not_sent), and one that went as nothing', async () => {
    // The failures waiting for the reporter (docs/operations.md#what-to-watch).
    const host = window as { __siteSignals?: { queued: unknown[] } };
    const reported = () => host.__siteSignals?.queued;
    delete host.__siteSignals;
    const user = userEvent.setup();
    send.mockRejectedValueOnce({ status: 500, text: 'failure' });
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, VALID);
    await user.click(submitButton(language));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reported()).toEqual([{ kind: 'mail_not_sent', remote: 'contact' }]);

    resetMailClientForTests();
    await user.click(submitButton(language));
    expect(await screen.findByRole('status')).toHaveTextContent(t.form.success);
    expect(reported()).toHaveLength(1);
  });

  it('silently drops a message whose hidden honeypot field is filled', async () => {
    const user = userEvent.setup();
    renderInLanguage(<ContactForm />, language);
    await fill(user, language, VALID);
    const trap = screen.getByLabelText(t.form.honeypot);
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'http://spam.example');
    await user.click(submitButton(language));

    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
    expect(field(language, 'name')).toHaveValue('');
  });
});

it('shows the errors in the new language when the visitor switches', async () => {
  const user = userEvent.setup();
  const { setLanguage } = renderInLanguage(<ContactForm />, 'en');
  await user.click(submitButton('en'));
  expect(screen.getByText(contactTexts.en.validation.nameRequired)).toBeInTheDocument();
  setLanguage('ka');
  expect(screen.getByText(contactTexts.ka.validation.nameRequired)).toBeInTheDocument();
  expect(screen.queryByText(contactTexts.en.validation.nameRequired)).not.toBeInTheDocument();
});

describe('the mail service’s one request a second (a 429 from it)', () => {
  const t = contactTexts.en;
  const TOO_MANY = { status: 429, text: 'Too Many Requests' };

  beforeEach(() => {
    jest.useFakeTimers();
    // The retry's spread, fixed: half of it.
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  const retryDelay = RETRY_AFTER_MS + RETRY_SPREAD_MS / 2;

  async function sendValid() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInLanguage(<ContactForm />, 'en');
    await fill(user, 'en', VALID);
    await user.click(submitButton('en'));
    return user;
  }

  it('is tried once more after its window, while the form says it is sending: then sent', async () => {
    send.mockRejectedValueOnce(TOO_MANY);
    await sendValid();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(retryDelay - 1);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(submitButton('en')).toHaveTextContent(t.form.sending);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
    expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
    expect(field('en', 'message')).toHaveValue('');
  });

  it('waits at least its window and at most two, spread so that visitors refused together come back apart', async () => {
    for (const [random, delay] of [
      [0, RETRY_AFTER_MS],
      [0.5, RETRY_AFTER_MS + RETRY_SPREAD_MS / 2],
      [0.999, RETRY_AFTER_MS + 0.999 * RETRY_SPREAD_MS],
    ] as const) {
      jest.mocked(Math.random).mockReturnValue(random);
      const sentAt: number[] = [];
      send.mockReset();
      send
        .mockImplementationOnce(() => {
          sentAt.push(Date.now());
          return Promise.reject(TOO_MANY);
        })
        .mockImplementationOnce(() => {
          sentAt.push(Date.now());
          return Promise.resolve({ status: 200, text: 'OK' });
        });
      resetMailClientForTests();
      const { unmount } = renderInLanguage(<ContactForm />, 'en');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await fill(user, 'en', VALID);
      await user.click(submitButton('en'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS + RETRY_SPREAD_MS);
      });
      expect(screen.getByRole('status')).toHaveTextContent(contactTexts.en.form.success);
      const [first = 0, second = 0] = sentAt;
      expect({ random, waited: second - first }).toEqual({ random, waited: delay });
      unmount();
    }
  });

  it('refused again: the error, every value kept, reported once, and no third request', async () => {
    const host = window as { __siteSignals?: { queued: unknown[] } };
    const reported = () => host.__siteSignals?.queued;
    delete host.__siteSignals;
    send.mockRejectedValueOnce(TOO_MANY).mockRejectedValueOnce(TOO_MANY);
    await sendValid();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(retryDelay);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(t.sendErrors.tooManyRequests);
    for (const which of ['name', 'email', 'phone', 'message'] as const) {
      expect(field('en', which)).toHaveValue(VALID[which]);
    }
    expect(reported()).toEqual([{ kind: 'mail_not_sent', remote: 'contact' }]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10 * retryDelay);
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is not what the form’s own guard answers: one send per 10 s, refused without a request', async () => {
    const user = await sendValid();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
    expect(send).toHaveBeenCalledTimes(1);

    await fill(user, 'en', VALID);
    await user.click(submitButton('en'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10 * retryDelay);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(t.sendErrors.tooManyRequests);
    expect(send).toHaveBeenCalledTimes(1);

    // 10 s after the first send (the guard counts from its start), the next one goes.
    act(() => jest.setSystemTime(Date.now() + SEND_THROTTLE_MS));
    await user.click(submitButton('en'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
  });

  it('keeps the guard across a reload of the page, as the SDK’s own did (the same key)', async () => {
    window.localStorage.setItem('contact-form', String(Date.now() - SEND_THROTTLE_MS / 2));
    await sendValid();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(t.sendErrors.tooManyRequests);
    expect(send).not.toHaveBeenCalled();
  });
});
