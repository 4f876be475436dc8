import { useId } from 'react';
import { useLanguage } from '@site/shared/language';
import { useTexts } from '@site/shared/i18n';
import { contactTexts } from '../contactTexts';
import styles from './ContactForm.module.scss';
import { FormField } from './FormField';
import { useContactForm } from './useContactForm';

/** The contact form (docs/product.md#contact-form). */
export function ContactForm() {
  const { language } = useLanguage();
  const t = useTexts(contactTexts);
  const { values, errors, state, honeypot, setHoneypot, change, submit, registerField } =
    useContactForm(language, t);
  const id = useId();
  const sending = state.kind === 'sending';
  const errorText = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? t.validation[key] : undefined;
  };
  const shared = { requiredMarker: t.form.requiredMarker, readOnly: sending };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t.form.title}
      </h2>
      <p className={styles.note}>{t.form.requiredNote}</p>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-busy={sending}
        onSubmit={(event) => void submit(event)}
      >
        <div className={styles.row}>
          <FormField
            {...shared}
            id={`${id}-name`}
            name="name"
            label={t.form.labels.name}
            placeholder={t.form.placeholders.name}
            autoComplete="name"
            required
            value={values.name}
            onChange={(value) => change('name', value)}
            error={errorText('name')}
            fieldRef={registerField('name')}
          />
          <FormField
            {...shared}
            id={`${id}-email`}
            name="email"
            type="email"
            label={t.form.labels.email}
            placeholder={t.form.placeholders.email}
            autoComplete="email"
            required
            value={values.email}
            onChange={(value) => change('email', value)}
            error={errorText('email')}
            fieldRef={registerField('email')}
          />
        </div>
        <FormField
          {...shared}
          id={`${id}-phone`}
          name="phone"
          type="tel"
          label={t.form.labels.phone}
          optionalText={t.form.optional}
          placeholder={t.form.placeholders.phone}
          autoComplete="tel"
          value={values.phone}
          onChange={(value) => change('phone', value)}
          fieldRef={registerField('phone')}
        />
        <FormField
          {...shared}
          id={`${id}-message`}
          name="message"
          multiline
          label={t.form.labels.message}
          placeholder={t.form.placeholders.message}
          autoComplete="off"
          required
          value={values.message}
          onChange={(value) => change('message', value)}
          error={errorText('message')}
          fieldRef={registerField('message')}
        />

        {/* A trap for bots, hidden from people and assistive technology alike. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t.form.honeypot}</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>

        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={sending}>
            {sending && <span className={styles.spinner} aria-hidden="true" />}
            {sending ? t.form.sending : t.form.send}
          </button>

          <div role="status" aria-live="polite">
            {state.kind === 'success' && <p className={styles.success}>{t.form.success}</p>}
          </div>
          {state.kind === 'error' && (
            <p role="alert" className={styles.failure}>
              {t.sendErrors[state.error]}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
