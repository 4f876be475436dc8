import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { getSiteConfig } from '@site/shared/config';
import type { Language } from '@site/shared/i18n';
import { useLocation } from '@site/shared/router';
import { reportFailure } from '@site/shared/signals';
import type { ContactTexts } from '../contactTexts';
import {
  HONEYPOT_FIELD,
  isBotSubmission,
  submittedValues,
  type ContactField,
} from './contactValues';
import {
  ContactFormStateContext,
  EMPTY_FORM_STATE,
  FORM_FRAGMENTS,
  type ContactFormState,
} from './formState';
import { keepFields, takeKeptFields } from './keptFields';
import { forgetPageFormState, pageFormState } from './pageFormState';
import { sendContactMessage } from './sendContactMessage';
import { sendErrorKind, type SendErrorKind } from './sendErrors';
import { buildTemplateParams } from './templateParams';
import {
  FIELD_ORDER,
  firstInvalidField,
  validateContact,
  type ContactErrors,
} from './validateContact';

/** docs/product.md#submission-states: the success message shows for 5 s. */
export const SUCCESS_VISIBLE_MS = 5000;

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; error: SendErrorKind };

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The state the form starts from: the form server's (a submit made before the scripts ran), read
 * from its context on the server and from the page in the browser; otherwise empty.
 */
function useArrivedState(): ContactFormState {
  const rendered = useContext(ContactFormStateContext);
  const [arrived] = useState(() => rendered ?? pageFormState() ?? EMPTY_FORM_STATE);
  useEffect(() => forgetPageFormState(), []);
  return arrived;
}

/**
 * The contact form's state machine (docs/product.md#submission-states): idle → sending → success
 * (form cleared, message gone after 5 s) or error (message kept until the next submit, values
 * kept as typed).
 *
 * The fields are uncontrolled: what is typed lives in the fields themselves and is read on submit.
 * React then never writes a field's value, so text typed before the page was hydrated (the server
 * drew the form; the scripts were still arriving) is never reset by a render, at any CPU speed.
 */
export function useContactForm(language: Language, texts: ContactTexts) {
  const arrived = useArrivedState();
  const [errors, setErrors] = useState<ContactErrors>(arrived.errors);
  const [state, setState] = useState<SubmissionState>(
    arrived.sendError ? { kind: 'error', error: arrived.sendError } : { kind: 'idle' },
  );

  // A ref, not state: a second submit in the same tick must already see the first one.
  const sending = useRef(false);
  const mounted = useRef(true);
  const successTimer = useRef<number | undefined>(undefined);
  const fields = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const focusAfterRender = useRef<ContactField | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(successTimer.current);
    };
  }, []);

  // A page the form server or the entry sent the visitor to (#message-sent, #message-not-sent),
  // shown by CSS alone until now: from here on the states behave as after a send in the browser.
  useEffect(() => {
    const fragment = window.location.hash.slice(1);
    if (fragment !== FORM_FRAGMENTS.sent && fragment !== FORM_FRAGMENTS.notSent) return;
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    if (fragment === FORM_FRAGMENTS.notSent) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read after hydration: the server drew the page without its fragment
      setState({ kind: 'error', error: 'generic' });
      return;
    }
    setState({ kind: 'success' });
    successTimer.current = window.setTimeout(() => {
      setState((current) => (current.kind === 'success' ? { kind: 'idle' } : current));
    }, SUCCESS_VISIBLE_MS);
  }, []);

  // What was typed goes with the history entry when the form leaves the page in place, and comes
  // back with it (Back): into fields still empty only, never over what is being typed. A layout
  // effect: its clean-up runs before the fields are detached.
  const { pathname, key } = useLocation();
  // A page load's own entry has no key of its own ('default'): that document's, not another's.
  const entry = `${pathname} ${key === 'default' ? `default ${performance.timeOrigin}` : key}`;
  useLayoutEffect(() => {
    const kept = takeKeptFields(entry);
    for (const field of FIELD_ORDER) {
      const element = fields.current[field];
      const value = kept?.[field];
      if (element && value && !element.value) element.value = value;
    }
    const typed = fields.current;
    return () =>
      keepFields(
        entry,
        Object.fromEntries(FIELD_ORDER.map((field) => [field, typed[field]?.value ?? ''])),
      );
  }, [entry]);

  // Focus moves once the field already carries aria-invalid and its message, so both are read.
  useEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = undefined;
    fields.current[field]?.focus();
  });

  const registerField = useCallback(
    (field: ContactField) => (element: FieldElement | null) => {
      fields.current[field] = element;
    },
    [],
  );

  /** Editing a field clears its error (docs/product.md#validation-rules). */
  const edited = useCallback((field: ContactField) => {
    setErrors((current) => {
      if (!current[field]) return current;
      return { ...current, [field]: undefined };
    });
  }, []);

  const succeed = useCallback((form: HTMLFormElement) => {
    for (const field of FIELD_ORDER) {
      const element = fields.current[field];
      if (element) element.value = '';
    }
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    if (honeypot instanceof HTMLInputElement) honeypot.value = '';
    setErrors({});
    setState({ kind: 'success' });
    window.clearTimeout(successTimer.current);
    successTimer.current = window.setTimeout(() => {
      setState((current) => (current.kind === 'success' ? { kind: 'idle' } : current));
    }, SUCCESS_VISIBLE_MS);
  }, []);

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      const form = event.currentTarget;
      window.clearTimeout(successTimer.current);
      setState({ kind: 'idle' });

      const submitted = new FormData(form);
      const values = submittedValues(submitted);
      const found = validateContact(values);
      setErrors(found);
      const firstInvalid = firstInvalidField(found);
      if (firstInvalid) {
        focusAfterRender.current = firstInvalid;
        return;
      }
      // Only a bot fills the hidden field: pretend it went through and send nothing.
      if (isBotSubmission(submitted)) {
        succeed(form);
        return;
      }

      sending.current = true;
      setState({ kind: 'sending' });
      try {
        await sendContactMessage(
          buildTemplateParams({
            values,
            language,
            recipient: getSiteConfig().mail.recipient,
            phoneNotProvided: texts.form.phoneNotProvided,
            now: new Date(),
          }),
        );
        if (mounted.current) succeed(form);
      } catch (failure) {
        console.error('The contact message could not be sent', failure);
        reportFailure('mail_not_sent', 'contact');
        if (mounted.current) setState({ kind: 'error', error: sendErrorKind(failure) });
      } finally {
        sending.current = false;
      }
    },
    [language, texts, succeed],
  );

  return { initial: arrived, errors, state, edited, submit, registerField };
}
