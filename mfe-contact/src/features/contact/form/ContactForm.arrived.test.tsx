import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLanguage } from '../../../test/renderInLanguage';
import { contactTexts } from '../contactTexts';
import { ContactForm } from './ContactForm';
import { ContactFormStateContext, FORM_FRAGMENTS, type ContactFormState } from './formState';
import { formStateScript, resetPageFormStateForTests } from './pageFormState';
import { SUCCESS_VISIBLE_MS } from './useContactForm';

// What a form kept for its history entry when the last test's page went (keptFields.ts).
beforeEach(() => sessionStorage.clear());

// A page the form server answered (a submit made before the scripts ran), hydrated as it arrived.

jest.mock('@emailjs/browser', () => ({
  __esModule: true,
  default: { init: jest.fn(), send: jest.fn() },
}));

const t = contactTexts.en;
const field = (name: RegExp) => screen.getByRole('textbox', { name });

const ANSWERED: ContactFormState = {
  values: { name: 'N', email: 'nino@example', phone: '', message: 'Hello </script><b>' },
  errors: { name: 'nameTooShort', email: 'emailInvalid' },
};

/** Puts the form server's state into the document, as its answer carries it. */
function pageCarries(state: ContactFormState) {
  document.body.insertAdjacentHTML('beforeend', formStateScript(state));
}

it('starts empty on a later visit to the page in the same document', () => {
  resetPageFormStateForTests();
  pageCarries(ANSWERED);
  renderInLanguage(<ContactForm />).unmount();
  // A later visit is another history entry, for which nothing was kept (keptFields.ts; the test
  // router's every page is one entry).
  sessionStorage.clear();
  pageCarries(ANSWERED);
  renderInLanguage(<ContactForm />);
  expect(field(/^Name/)).toHaveValue('');
  expect(field(/^Name/)).not.toHaveAttribute('aria-invalid');
});

afterEach(() => {
  document.querySelectorAll('script[data-contact-form]').forEach((script) => script.remove());
  resetPageFormStateForTests();
  window.history.replaceState(null, '', '/contact');
  jest.useRealTimers();
});

it('starts from the values and errors the form server answered with', () => {
  resetPageFormStateForTests();
  pageCarries(ANSWERED);
  renderInLanguage(<ContactForm />);
  expect(field(/^Name/)).toHaveValue('N');
  expect(field(/^E-mail/)).toHaveValue('nino@example');
  expect(field(/^Message/)).toHaveValue('Hello </script><b>');
  expect(field(/^Name/)).toHaveAccessibleDescription(t.validation.nameTooShort);
  expect(field(/^E-mail/)).toHaveAccessibleDescription(t.validation.emailInvalid);
  expect(field(/^Message/)).not.toHaveAttribute('aria-invalid');
  // Read once: the element is gone, so a later visit to the page starts empty.
  expect(document.querySelector('script[data-contact-form]')).toBeNull();
});

it('renders the server’s answer with its send error, values and the first invalid field focused', () => {
  renderInLanguage(
    <ContactFormStateContext
      value={{ ...ANSWERED, errors: {}, sendError: 'generic', focus: 'email' }}
    >
      <ContactForm />
    </ContactFormStateContext>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(t.sendErrors.generic);
  expect(field(/^Name/)).toHaveValue('N');
  expect(field(/^E-mail/)).toHaveFocus();
});

it('clears an arrived error when its field is edited', async () => {
  const user = userEvent.setup();
  renderInLanguage(
    <ContactFormStateContext value={ANSWERED}>
      <ContactForm />
    </ContactFormStateContext>,
  );
  await user.type(field(/^Name/), 'ino');
  expect(field(/^Name/)).toHaveValue('Nino');
  expect(field(/^Name/)).not.toHaveAttribute('aria-invalid');
  expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
});

it('shows a message sent without scripts (#message-sent) for 5 s, then leaves the address clean', () => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', `/en/contact#${FORM_FRAGMENTS.sent}`);
  renderInLanguage(<ContactForm />);
  expect(screen.getByRole('status')).toHaveTextContent(t.form.success);
  expect(window.location.hash).toBe('');
  // The page stays on its language path.
  expect(window.location.pathname).toBe('/en/contact');
  act(() => jest.advanceTimersByTime(SUCCESS_VISIBLE_MS));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('says a send the entry could not hand on (#message-not-sent) failed', () => {
  window.history.replaceState(null, '', `/contact#${FORM_FRAGMENTS.notSent}`);
  renderInLanguage(<ContactForm />);
  expect(screen.getByRole('alert')).toHaveTextContent(t.sendErrors.generic);
});
