import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface CertificateTextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  multiline?: boolean;
  optional?: boolean;
}

/**
 * §5.2 one labelled field of a certificate form: its message is announced and tied to the
 * field (aria-invalid, aria-describedby); react-hook-form focuses the first wrong one.
 */
export function CertificateTextField({
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  multiline = false,
  optional = false,
}: CertificateTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    ...registration,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optional ? undefined : true,
    className: 'certificate-field__input',
  };
  return (
    <div className="certificate-field">
      <label htmlFor={id} className="certificate-field__label">
        {label}
        {optional ? <span className="certificate-field__optional"> (opcional)</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
      {error?.message ? (
        <p id={errorId} className="certificate-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
