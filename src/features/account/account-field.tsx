import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from '../../ui/form-field';

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
  return (
    <FormField label={label} error={error} hint={hint} optional={optional} announce>
      {(aria) => <input {...input} {...aria} ref={ref} />}
    </FormField>
  );
}
