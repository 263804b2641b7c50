import { useId, type ReactNode } from 'react';
import '../../ui/form.css';

/** What a field's control carries so its label, hint and error reach assistive technology. */
export interface FieldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface ProfileFieldProps {
  label: string;
  /** the §5.2 message of the broken rule, shown under the control and tied to it */
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** the error arrives without the field being focused (a server's answer): announce it */
  announce?: boolean;
  children: (aria: FieldAria) => ReactNode;
}

/** §5.2 one labelled field of the profile's forms: its hint and its error tied to the control. */
export function ProfileField({
  label,
  error,
  hint,
  optional = false,
  announce = false,
  children,
}: ProfileFieldProps) {
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
