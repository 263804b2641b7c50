import type { HTMLAttributes } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { CheckoutFieldCheck, CheckoutFormData } from '../../domain/checkout/checkout-form';
import { FormField } from '../../ui/form-field';

/** The text fields of the checkout form (all but the invoice checkbox). */
export type CheckoutTextName = Exclude<keyof CheckoutFormData, 'billing'>;

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
  const { field, fieldState } = useController({
    control,
    name,
    rules: check ? { validate: (value, values) => check(String(value), values) ?? true } : {},
  });
  const error = fieldState.error?.message;
  const common = {
    name: field.name,
    value: String(field.value),
    onBlur: field.onBlur,
    autoComplete,
    maxLength,
  } as const;
  return (
    <FormField label={label} error={error} hint={hint} optional={optional}>
      {(aria) =>
        multiline ? (
          <textarea
            {...common}
            {...aria}
            ref={(element) => field.ref(element)}
            rows={3}
            onChange={(e) => field.onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            {...aria}
            ref={(element) => field.ref(element)}
            type={type}
            inputMode={inputMode}
            onChange={(e) => field.onChange(mask ? mask(e.target.value) : e.target.value)}
          />
        )
      }
    </FormField>
  );
}
