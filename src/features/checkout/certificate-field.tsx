import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../ui/form-field';

interface CertificateFieldProps {
  label: string;
  type: 'email' | 'text';
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** §3.7 one of the certificate's fields: the account e-mail or the code, error announced. */
export function CertificateField({ label, type, error, registration }: CertificateFieldProps) {
  return (
    <FormField label={label} error={error} announce>
      {(aria) => (
        <input
          {...aria}
          type={type}
          autoComplete={type === 'email' ? 'email' : 'off'}
          inputMode={type === 'email' ? 'email' : undefined}
          maxLength={type === 'email' ? 254 : 40}
          {...registration}
        />
      )}
    </FormField>
  );
}
