import styles from './ContactForm.module.scss';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  /** What the field holds when the page arrives; from then on the field keeps what is typed. */
  defaultValue: string;
  /** Called as the visitor edits the field. */
  onEdit: () => void;
  /** Focused as the document loads (a page the form server answered with an error). */
  autoFocus?: boolean;
  placeholder: string;
  /** The localized message of the field's current error, if any. */
  error?: string;
  required?: boolean;
  requiredMarker: string;
  optionalText?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  readOnly?: boolean;
  fieldRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled input (or textarea) with its required marker and its error message. */
export function FormField({
  id,
  name,
  label,
  defaultValue,
  onEdit,
  autoFocus = false,
  placeholder,
  error,
  required = false,
  requiredMarker,
  optionalText,
  type = 'text',
  autoComplete,
  multiline = false,
  readOnly = false,
  fieldRef,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    defaultValue,
    placeholder,
    autoComplete,
    readOnly,
    autoFocus,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${styles.input} ${error ? styles.invalid : ''}`,
    onInput: onEdit,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.marker} aria-hidden="true">
            {' '}
            {requiredMarker}
          </span>
        ) : (
          optionalText && <span className={styles.optional}> {optionalText}</span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} ref={fieldRef} rows={6} />
      ) : (
        <input {...common} ref={fieldRef} type={type} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
