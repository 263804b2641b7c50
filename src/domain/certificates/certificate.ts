import type { Cents } from '../money';

/** §3.7 a certificate's pictures: like a product's (jpg and webp, small and medium). */
export interface CertificateImages {
  jpg: { small: string; medium: string };
  webp: { small: string; medium: string };
}

/** §3.7 a catalogue certificate (gift card) as the app reads it. */
export interface Certificate {
  id: number;
  name: string;
  description: string;
  amount: Cents;
  images: CertificateImages;
}

/** §3.7 a certificate activated on the customer's account. */
export interface CustomerCertificate extends Certificate {
  code: string;
  dedication: string;
  balance: Cents;
  /** dd/MM/yyyy, the last day it can be spent */
  expiration: string;
}

/** §3.7 funds of a certificate for a total: none, insufficient (pay the rest), enough. */
export type CertificateFundsKind = 'none' | 'insufficient' | 'enough';

/** §3.7 data/checkSaldoCertificado read: the funds and the balance. */
export interface CertificateBalance {
  funds: CertificateFundsKind;
  balance: Cents;
}
