import type { FieldErrors, Resolver } from 'react-hook-form';
import { emailCheck } from '../../domain/checkout/checkout-fields';
import { CERTIFICATE_MESSAGES } from '../../protocol/certificate';

/** The certificate's two fields. */
export interface CertificateFields {
  email: string;
  code: string;
}

/** §5.2 the certificate fields' messages: the account e-mail, and the code sent to it. */
export function certificateFieldErrors(
  fields: CertificateFields,
): Partial<Record<keyof CertificateFields, string>> {
  const errors: Partial<Record<keyof CertificateFields, string>> = {};
  if (fields.email.trim() === '' || emailCheck(fields.email) !== null) {
    errors.email = CERTIFICATE_MESSAGES.email;
  }
  if (fields.code.trim() === '') errors.code = CERTIFICATE_MESSAGES.code;
  return errors;
}

/** The certificate form's checks, as react-hook-form reads them. */
export const certificateFieldsResolver: Resolver<CertificateFields> = (values) => {
  const messages = Object.entries(certificateFieldErrors(values));
  if (messages.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    messages.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<CertificateFields>;
  return { values: {}, errors };
};
