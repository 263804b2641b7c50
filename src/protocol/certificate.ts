/**
 * §3.7 gift certificates on the wire (issue 17 contract, part B): the catalogue, a customer's
 * certificates, the certificate order's lines and contact data, the funds answer and every
 * customer-facing certificate text. The server (server/certificates/) and the app share it.
 */

/** §3.7 images of a certificate: like product images. */
export interface CertificateImagesWire {
  jpg: { small: string; medium: string };
  webp: { small: string; medium: string };
}

/** §3.7 a catalogue certificate. */
export interface CertificateWire {
  id: number;
  name: string;
  description: string;
  /** dollars, 2 decimals */
  amount: number;
  images: CertificateImagesWire;
}

/** §3.7 a certificate owned by a customer. */
export interface CustomerCertificateWire extends CertificateWire {
  code: string;
  dedication: string;
  /** dollars, 2 decimals */
  balance: number;
  /** dd/MM/yyyy, the last day it can be spent (El Salvador) */
  expiration: string;
}

/** §3.7 one certificate order line (the certificate cart's lines). */
export interface CertificateOrderLine {
  /** the catalogue certificate's id */
  I: number;
  /** its amount in dollars: must equal the catalogue's */
  P: number;
  TIP: 'CER';
  C: 1;
  VS: 0 | 1;
  /** buyer's name (who gives it) */
  CER_N: string;
  /** recipient's name */
  CER_ND: string;
  /** recipient's e-mail: the mail with the code goes there */
  CER_CD: string;
  /** dedication, at most DEDICATION_LIMIT characters */
  CER_D: string;
}

/** §3.7 the certificate order's contact data. */
export interface CertificateOrderData {
  nombres: string;
  nombre: string;
  correo: string;
  telefono: string;
  enviarFactura: 0 | 1;
  device: string;
}

/**
 * The body of data/saveOrderCertificado (encrypted like data/saveOrderPendiente). `orden`
 * carries the save's idempotency key (a uuid), as data/saveOrderPendiente's does.
 */
export interface CertificateOrderBody {
  data: CertificateOrderData;
  menu: CertificateOrderLine[];
  orden: { idempotencia: string };
}

/** §3.7 funds: none 0, insufficient 1, enough 2. */
export const CERTIFICATE_FUNDS = { none: 0, insufficient: 1, enough: 2 } as const;

/** One of the CERTIFICATE_FUNDS values (data/checkSaldoCertificado `fondos`). */
export type CertificateFunds = (typeof CERTIFICATE_FUNDS)[keyof typeof CERTIFICATE_FUNDS];

/** Lines a certificate order may have (1..CERTIFICATE_ORDER_LINES_MAX). */
export const CERTIFICATE_ORDER_LINES_MAX = 5;

/** Characters of a certificate code (12, no look-alike letters or digits). */
export const CERTIFICATE_CODE_LENGTH = 12;

/** §5.2 and the certificate calls' answers, shown to customers word for word. */
export const CERTIFICATE_MESSAGES = {
  /** §5.2 the e-mail field when paying with a certificate */
  email: 'Ingresa la cuenta de correo (usuario registrado) con la que deseas usar el certificado',
  /** §5.2 the code field when paying with a certificate */
  code: 'Ingresa el código que te fue enviado',
  /** every certificate call while ENABLED_CER is 'INA' ('02') */
  unavailable: 'El servicio de certificados no está disponible',
  /** unknown catalogue id, unknown code, another account's code ('02') */
  notFound: 'Certificado no encontrado',
  /**
   * data/activarCertificado by an account whose e-mail is not the one the certificate was
   * mailed to ('02'); it says nothing of who that is, nor whether it was activated
   */
  notRecipient:
    'Este certificado se envió a otro correo. Para activarlo, inicia sesión con la cuenta de ese correo.',
  /** the certificate's last day has passed ('02') */
  expired: 'El certificado ha vencido',
  /** data/activarCertificado succeeded ('00') */
  activated: 'Certificado activado',
  /** the certificate has no balance left ('01' at order save) */
  noFunds: 'El certificado no tiene saldo disponible',
  /** balance below the total and no method chosen for the rest ('01' at order save) */
  partialRequired: 'El saldo del certificado no cubre el total: elige cómo pagar el resto',
  /** a catalogue amount or certificate changed since the cart was filled ('01') */
  amountChanged: 'El monto del certificado ha cambiado, revisa tu carrito',
  /** a certificate order with no lines or more than the limit ('01') */
  lines: 'Puedes comprar de 1 a 5 certificados por orden',
  /** the recipient's e-mail is not valid ('01') */
  recipientEmail: 'Ingresa un correo electrónico válido para quien recibe el certificado',
  /** the dedication is too long ('01') */
  dedicationTooLong: 'La dedicatoria no puede tener más de 250 caracteres',
  /** the recipient's name or the buyer's name is missing ('01') */
  namesRequired: 'Ingresa tu nombre y el de quien recibe el certificado',
} as const;

/**
 * A dedication's (CER_D) most characters (decision 032). The menu parameter DEDICATORIA_CER is
 * the dedication the app suggests, not a length.
 */
export const DEDICATION_LIMIT = 250;
