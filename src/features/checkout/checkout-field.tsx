import { useId, type HTMLAttributes } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { CheckoutFormData } from '../../domain/checkout/checkout-form';
import '../../ui/form.css';

/** The text fields of the checkout form (all but the invoice checkbox). */
export type CheckoutTextName = Exclude<keyof CheckoutFormData, 'billing'>;

/** A field's check: the §5.2 message, or null when the value is fine. */
export type CheckoutFieldCheck = (value: string, values: CheckoutFormData) => string | null;

interface CheckoutFieldProps {
  control: Control<CheckoutFormData>;
  name: CheckoutTextName;
  label: string;
  check?: CheckoutFieldCheck;
  /** §5.1 applied to what is typed, e.g. the phone's '#000-0000' */
  mask?: (value: string) => string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  multiline?: boolean;
  optional?: boolean;
  hint?: string;
  /** §3.6 the longest text taken */
  maxLength?: number;
}

/**
 * §3.1 / §5.2 one labelled field of the checkout form: the error is announced and tied to
 * the field (aria-invalid, aria-describedby); react-hook-form focuses it on submit.
 */
export function CheckoutField({
  control,
  name,
  label,
  check,
  mask,
  type = 'text',
  inputMode,
  autoComplete,
  multiline = false,
  optional = false,
  hint,
  maxLength,
}: CheckoutFieldProps) {
  const id = useId();
  const { field, fieldState } = useController({
    control,
    name,
    rules: check ? { validate: (value, values) => check(String(value), values) ?? true } : {},
  });
  const error = fieldState.error?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.name,
    value: String(field.value),
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': optional ? undefined : true,
    autoComplete,
    maxLength,
  } as const;
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
      {multiline ? (
        <textarea
          {...common}
          ref={(element) => field.ref(element)}
          rows={3}
          onChange={(e) => field.onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          ref={(element) => field.ref(element)}
          type={type}
          inputMode={inputMode}
          onChange={(e) => field.onChange(mask ? mask(e.target.value) : e.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
