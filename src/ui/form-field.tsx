import { useId, type ReactNode } from 'react';

/** What a field's control carries so its label, hint and error reach assistive technology. */
export interface FieldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Props of FormField; its look is src/ui/form.css, which the screen's stylesheet imports. */
interface FormFieldProps {
  label: string;
  /** the §5.2 message of the broken rule, shown under the control and tied to it */
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  /** the error is announced as it appears (role=alert), not only read with the control */
  announce?: boolean;
  /** the control (an input, a select, a textarea…), given what ties it to the rest */
  children: (aria: FieldAria) => ReactNode;
}

/**
 * §5.2 one labelled field of a customer's form (account, checkout, profile): the label with
 * '(opcional)' where it is, the hint above the control, the error under it, both tied to the
 * control (aria-describedby, aria-invalid); a required one says so (aria-required).
 */
export function FormField({
  label,
  error,
  hint,
  optional = false,
  announce = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {optional ? <span className="form-field__optional"> (opcional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': optional ? undefined : true,
      })}
      {error ? (
        <p id={errorId} className="form-field__error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
