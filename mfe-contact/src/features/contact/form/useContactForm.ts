import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { getSiteConfig } from '@site/shared/config';
import type { Language } from '@site/shared/i18n';
import type { ContactTexts } from '../contactTexts';
import { EMPTY_VALUES, type ContactField, type ContactValues } from './contactValues';
import { sendContactMessage, sendErrorKind, type SendErrorKind } from './sendContactMessage';
import { buildTemplateParams } from './templateParams';
import { firstInvalidField, validateContact, type ContactErrors } from './validateContact';

/** docs/product.md#submission-states: the success message shows for 5 s. */
export const SUCCESS_VISIBLE_MS = 5000;

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; error: SendErrorKind };

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form's state machine (docs/product.md#submission-states): idle → sending → success
 * (form cleared, message gone after 5 s) or error (message kept until the next submit, values
 * kept as typed).
 */
export function useContactForm(language: Language, texts: ContactTexts) {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' });

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

  const change = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      return { ...current, [field]: undefined };
    });
  }, []);

  const succeed = useCallback(() => {
    setValues(EMPTY_VALUES);
    setHoneypot('');
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
      window.clearTimeout(successTimer.current);
      setState({ kind: 'idle' });

      const found = validateContact(values);
      setErrors(found);
      const firstInvalid = firstInvalidField(found);
      if (firstInvalid) {
        focusAfterRender.current = firstInvalid;
        return;
      }
      // Only a bot fills the hidden field: pretend it went through and send nothing.
      if (honeypot.trim()) {
        succeed();
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
        if (mounted.current) succeed();
      } catch (failure) {
        console.error('The contact message could not be sent', failure);
        if (mounted.current) setState({ kind: 'error', error: sendErrorKind(failure) });
      } finally {
        sending.current = false;
      }
    },
    [values, honeypot, language, texts, succeed],
  );

  return { values, errors, state, honeypot, setHoneypot, change, submit, registerField };
}
