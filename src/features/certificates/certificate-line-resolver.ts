import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  certificateLineErrors,
  type CertificateLineFields,
} from '../../domain/certificates/certificate-cart';

/** The certificate cart's form: what is written on each line, in the cart's order. */
export interface CertificateCartForm {
  lines: CertificateLineFields[];
}

/**
 * A react-hook-form resolver running the domain's line checks (§3.7 / §5.2) on every line:
 * the values pass as they are when no line has a message.
 */
export const certificateCartResolver: Resolver<CertificateCartForm> = (values) => {
  let wrong = false;
  const lines = values.lines.map((line) => {
    const messages = Object.entries(certificateLineErrors(line));
    if (messages.length === 0) return undefined;
    wrong = true;
    return Object.fromEntries(
      messages.map(([field, message]) => [field, { type: 'validate', message }]),
    );
  });
  if (!wrong) return { values, errors: {} };
  return { values: {}, errors: { lines } as FieldErrors<CertificateCartForm> };
};
