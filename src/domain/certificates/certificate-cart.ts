import { emailCheck, requiredCheck } from '../checkout/checkout-fields';
import { centsAdd, type Cents } from '../money';
import type { CertificateImages } from './certificate';

/** §3.7 the dedication's most characters (DEDICATORIA_CER, as src/protocol/certificate.ts). */
export const CERTIFICATE_DEDICATION_MAX = 250;
/** §3.7 lines a certificate order may have. */
export const CERTIFICATE_CART_MAX = 5;
/** Longest name a line keeps (buyer and recipient). */
export const CERTIFICATE_NAME_MAX = 60;

/** §3.7 what the customer writes on one gift card line (CER_N, CER_ND, CER_CD, CER_D). */
export interface CertificateLineFields {
  /** CER_N: who gives it */
  buyerName: string;
  /** CER_ND: who receives it */
  recipientName: string;
  /** CER_CD: where the code is mailed */
  recipientEmail: string;
  /** CER_D: the dedication, optional */
  dedication: string;
}

/** §3.4 / §3.7 one line of the certificate cart. */
export interface CertificateCartLine extends CertificateLineFields {
  /** §3.4 the random 35-character hex-and-dash id */
  lineId: string;
  certificateId: number;
  name: string;
  amount: Cents;
  images: CertificateImages;
}

/** The §5.2 message of each field that is wrong; empty when the line can be sent. */
export type CertificateLineErrors = Partial<Record<keyof CertificateLineFields, string>>;

/** Text for a field over its length (the spec shows none for it). */
export function certificateTooLongMessage(max: number): string {
  return `Máximo ${max} caracteres`;
}

function tooLong(value: string, max: number): string | null {
  return value.trim().length > max ? certificateTooLongMessage(max) : null;
}

/**
 * §3.7 / §5.2 a line's fields: both names required (at most CERTIFICATE_NAME_MAX), a valid
 * recipient e-mail, a dedication of at most CERTIFICATE_DEDICATION_MAX characters.
 */
export function certificateLineErrors(fields: CertificateLineFields): CertificateLineErrors {
  const errors: CertificateLineErrors = {};
  const set = (key: keyof CertificateLineFields, message: string | null) => {
    if (message !== null) errors[key] = message;
  };
  set(
    'buyerName',
    requiredCheck(fields.buyerName) ?? tooLong(fields.buyerName, CERTIFICATE_NAME_MAX),
  );
  set(
    'recipientName',
    requiredCheck(fields.recipientName) ?? tooLong(fields.recipientName, CERTIFICATE_NAME_MAX),
  );
  set('recipientEmail', requiredCheck(fields.recipientEmail) ?? emailCheck(fields.recipientEmail));
  set('dedication', tooLong(fields.dedication, CERTIFICATE_DEDICATION_MAX));
  return errors;
}

/** Whether every line of the cart can be sent (and there are 1..CERTIFICATE_CART_MAX). */
export function certificateCartIsComplete(lines: readonly CertificateCartLine[]): boolean {
  return (
    lines.length > 0 &&
    lines.length <= CERTIFICATE_CART_MAX &&
    lines.every((line) => Object.keys(certificateLineErrors(line)).length === 0)
  );
}

/** §3.7 the certificate cart's total. */
export function certificateCartTotal(lines: readonly CertificateCartLine[]): Cents {
  return centsAdd(...lines.map((line) => line.amount));
}
