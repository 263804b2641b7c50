import { proxy, subscribe } from 'valtio/vanilla';
import {
  orderAttemptFor,
  orderAttemptRestore,
  type OrderAttempt,
} from '../domain/order/order-attempt';
import type { OrderId } from '../domain/order/order-id';
import { sessionStore } from '../api/browser-storage';

/** §3.9 sessionStorage key of the certificate checkout (a reload keeps its step and form). */
export const CERTIFICATE_CHECKOUT_STORAGE_KEY = 'certificates.checkout';

/** §2.8 a certificate checkout's own steps: contact data 0, card payment 1, paid 2. */
export type CertificateCheckoutStep = 0 | 1 | 2;

/** §3.7 the certificate order's contact data as typed. */
export interface CertificateContactForm {
  firstNames: string;
  lastNames: string;
  email: string;
  phone: string;
  /** enviarFactura: mail the invoice too */
  invoice: boolean;
}

/** §2.8 the certificate checkout's own state. */
export interface CertificateCheckoutState {
  step: CertificateCheckoutStep;
  form: CertificateContactForm;
  /** the saved certificate order being paid, null before it is saved */
  orderId: OrderId | null;
  /**
   * the save's idempotency key and the body it was made for: a second tap or a retry after a
   * lost answer sends the same key, so the server answers its first certificate order
   */
  attempt: OrderAttempt | null;
}

const FORM_EMPTY: CertificateContactForm = {
  firstNames: '',
  lastNames: '',
  email: '',
  phone: '',
  invoice: false,
};

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function initial(): CertificateCheckoutState {
  return { step: 0, form: { ...FORM_EMPTY }, orderId: null, attempt: null };
}

/** A stored certificate checkout read back field by field; damage falls back to the start. */
export function certificateCheckoutRestore(raw: string | null): CertificateCheckoutState {
  let stored: unknown = null;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (!isObject(stored)) return initial();
  const form = isObject(stored.form) ? stored.form : {};
  const orderId =
    typeof stored.orderId === 'number' && Number.isInteger(stored.orderId) && stored.orderId > 0
      ? (stored.orderId as OrderId)
      : null;
  const step = stored.step === 1 || stored.step === 2 ? stored.step : 0;
  return {
    // the payment step needs its order
    step: step === 1 && orderId === null ? 0 : step,
    form: {
      firstNames: text(form.firstNames),
      lastNames: text(form.lastNames),
      email: text(form.email),
      phone: text(form.phone),
      invoice: form.invoice === true,
    },
    orderId,
    attempt: orderAttemptRestore(stored.attempt),
  };
}

function read(): string | null {
  try {
    return sessionStore()?.getItem(CERTIFICATE_CHECKOUT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** §2.8 the certificate checkout, kept in sessionStorage for this tab. */
export const certificateCheckoutStore = proxy<CertificateCheckoutState>(
  certificateCheckoutRestore(read()),
);

subscribe(certificateCheckoutStore, () => {
  try {
    sessionStore()?.setItem(
      CERTIFICATE_CHECKOUT_STORAGE_KEY,
      JSON.stringify(certificateCheckoutStore),
    );
  } catch {
    // storage full or denied: the checkout still lives in memory
  }
});

/** §3.7 keeps the contact as it is typed (a reload of the tab finds it), on the same step. */
export function certificateCheckoutFormDraft(form: CertificateContactForm): void {
  certificateCheckoutStore.form = { ...form };
}

/**
 * Contract "Idempotency": the key for a certificate order body (by its fingerprint): the same
 * body sent again keeps its key; another body (a changed form or bag) gets a new one.
 */
export function certificateCheckoutAttemptKey(
  bodyHash: string,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const attempt = orderAttemptFor(certificateCheckoutStore.attempt, bodyHash, newKey);
  if (attempt !== certificateCheckoutStore.attempt) certificateCheckoutStore.attempt = attempt;
  return attempt.key;
}

/** §3.7 the contact data was saved with its certificate order: on to the card payment. */
export function certificateCheckoutPay(form: CertificateContactForm, orderId: OrderId): void {
  certificateCheckoutStore.form = { ...form };
  certificateCheckoutStore.orderId = orderId;
  certificateCheckoutStore.step = 1;
}

/**
 * §2.3 back at the payment step: the card page goes and the contact step shows again.
 * Returns true when it handled the back press.
 */
export function certificateCheckoutBack(): boolean {
  if (certificateCheckoutStore.step !== 1) return false;
  certificateCheckoutStore.step = 0;
  return true;
}

/** §2.8 the card paid the certificate order. */
export function certificateCheckoutPaid(): void {
  certificateCheckoutStore.step = 2;
}

/** §4.1 / §4.4 a new certificate checkout (the contact typed stays only in a new form). */
export function certificateCheckoutReset(): void {
  Object.assign(certificateCheckoutStore, initial());
}
