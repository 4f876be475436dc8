import { useId } from 'react';
import { useHydrated } from '@site/shared/ui';
import { useLanguage } from '@site/shared/language';
import { useTexts } from '@site/shared/i18n';
import { contactTexts } from '../contactTexts';
import styles from './ContactForm.module.scss';
import { LANGUAGE_FIELD, type ContactField } from './contactValues';
import { FORM_FRAGMENTS } from './formState';
import { FormField } from './FormField';
import { useContactForm } from './useContactForm';

/** The contact form (docs/product.md#contact-form). */
export function ContactForm() {
  const { language } = useLanguage();
  const t = useTexts(contactTexts);
  const { initial, errors, state, edited, submit, registerField } = useContactForm(language, t);
  const scripted = useHydrated();
  const id = useId();
  const sending = state.kind === 'sending';
  const errorText = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? t.validation[key] : undefined;
  };
  const shared = { requiredMarker: t.form.requiredMarker, readOnly: sending };
  const fieldProps = (field: ContactField) => ({
    name: field,
    id: `${id}-${field}`,
    defaultValue: initial.values[field],
    onEdit: () => edited(field),
    autoFocus: initial.focus === field,
    fieldRef: registerField(field),
  });

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t.form.title}
      </h2>
      <p className={styles.note}>{t.form.requiredNote}</p>
      {/* Posted to the page's own address when the scripts have not run (the form server answers
          it): no action, so the address the page is at, its language path (`/ka/contact`), and
          the answer comes in that language; once hydrated, the browser sends it itself. */}
      <form
        method="post"
        className={styles.form}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-busy={sending}
        onSubmit={(event) => void submit(event)}
      >
        <div className={styles.row}>
          <FormField
            {...shared}
            {...fieldProps('name')}
            label={t.form.labels.name}
            placeholder={t.form.placeholders.name}
            autoComplete="name"
            required
            error={errorText('name')}
          />
          <FormField
            {...shared}
            {...fieldProps('email')}
            type="email"
            label={t.form.labels.email}
            placeholder={t.form.placeholders.email}
            autoComplete="email"
            required
            error={errorText('email')}
          />
        </div>
        <FormField
          {...shared}
          {...fieldProps('phone')}
          type="tel"
          label={t.form.labels.phone}
          optionalText={t.form.optional}
          placeholder={t.form.placeholders.phone}
          autoComplete="tel"
        />
        <FormField
          {...shared}
          {...fieldProps('message')}
          multiline
          label={t.form.labels.message}
          placeholder={t.form.placeholders.message}
          autoComplete="off"
          required
          error={errorText('message')}
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
            defaultValue=""
          />
        </div>
        <input type="hidden" name={LANGUAGE_FIELD} value={language} />

        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={sending}>
            {sending && <span className={styles.spinner} aria-hidden="true" />}
            {sending ? t.form.sending : t.form.send}
          </button>

          <div role="status" aria-live="polite">
            {state.kind === 'success' && <p className={styles.success}>{t.form.success}</p>}
          </div>
          {/* Until the scripts run, the address's fragment shows how a send made without them
              ended (CSS :target); then the states above take over. */}
          {!scripted && (
            <>
              <p id={FORM_FRAGMENTS.sent} className={`${styles.success} ${styles.arrived}`}>
                {t.form.success}
              </p>
              <p id={FORM_FRAGMENTS.notSent} className={`${styles.failure} ${styles.arrived}`}>
                {t.sendErrors.generic}
              </p>
            </>
          )}
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
