import { useId, type InputHTMLAttributes, type Ref } from 'react';
import '../../ui/form.css';

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** the §5.2 message, announced and tied to the input */
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One labelled input of an account form (react-hook-form's register spread on it): the
 * error is announced (role=alert) and tied to the input (aria-invalid, aria-describedby).
 */
export function AccountField({ label, error, hint, optional, ref, ...input }: AccountFieldProps) {
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
      <input
        {...input}
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={optional ? undefined : true}
      />
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
