import type { CheckoutFormData } from '../domain/checkout/checkout-form';
import type { CheckoutStep, PaymentMethod } from '../domain/checkout/checkout-state';
import type { OrderId } from '../domain/order/order-id';
import { orderRecapRestore, type OrderRecap } from '../domain/checkout/order-recap';
import { orderAttemptRestore, type OrderAttempt } from '../domain/order/order-attempt';

/**
 * §3.6 the checkout's state as the store holds it, and its reading back from storage after a
 * reload: what is damaged or missing falls back to the initial value, field by field.
 */

/** §3.6 checkout state. */
export interface CheckoutState {
  /** §3.1 the form's data */
  form: CheckoutFormData;
  /** §4.3 init -1, personal data 0, payment 1, tracking 2 */
  stepNumber: CheckoutStep;
  /** §4.3 the card provider's page is shown for the saved order (part of step 1) */
  paying: boolean;
  /** §3.6 default cash */
  paymentMethod: PaymentMethod;
  /** §4.3 'Pagaré con': the cash amount as typed (optional, '' when none) */
  cashAmount: string;
  /** §3.7 paying with a certificate: the account e-mail and the code as typed */
  certificateEmail: string;
  certificateCode: string;
  /** §3.6 partialPayment: how the rest is paid when the certificate does not cover it */
  partialPayment: 'E' | 'T' | null;
  wantInvoice: boolean;
  /** the saved order (idord) and its tracker hash */
  orderId: OrderId | null;
  hash: string | null;
  /** §2.8 the card payment went through */
  showPaymentSuccess: boolean;
  /**
   * DESIGN offline: the idempotency key of the order waiting in the outbox (step 2 in its
   * pending form), null when none; once the outbox sends it, step 2 shows the placed order
   */
  queuedKey: string | null;
  /** §4.3 the current attempt's idempotency key (reused while the body stays the same) */
  attempt: OrderAttempt | null;
  /** §2.8 what the confirmed order holds, for the success screen (the cart is emptied) */
  recap: OrderRecap | null;
}

/** The contact fields remembered on this device. */
export type CheckoutContact = Pick<
  CheckoutFormData,
  'username' | 'userlastname' | 'usermail' | 'userphone'
>;

export const CONTACT_FIELDS = ['username', 'userlastname', 'usermail', 'userphone'] as const;
const FORM_TEXT_FIELDS = [
  ...CONTACT_FIELDS,
  'userexplain',
  'invoicename',
  'invoiceid',
  'invoicemail',
] as const;
const STEPS: readonly CheckoutStep[] = [-1, 0, 1, 2];
const METHODS: readonly PaymentMethod[] = ['cash', 'card', 'certificate'];

type Loose = Record<string, unknown>;
export const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** a stored order id: the same check the state has always made, its value taken as an OrderId */
const isId = (value: unknown): value is OrderId =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
export const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/** A checkout not begun: init step, cash, nothing saved; `form` as the device fills it. */
export function checkoutStateStart(form: CheckoutFormData): CheckoutState {
  return {
    form,
    stepNumber: -1,
    paying: false,
    paymentMethod: 'cash',
    cashAmount: '',
    certificateEmail: '',
    certificateCode: '',
    partialPayment: null,
    wantInvoice: false,
    orderId: null,
    hash: null,
    showPaymentSuccess: false,
    queuedKey: null,
    attempt: null,
    recap: null,
  };
}

/** Reads a stored state field by field: what is damaged falls back to the initial value. */
export function checkoutStateRestore(stored: unknown, initial: CheckoutState): CheckoutState {
  if (!isObject(stored)) return initial;
  const form = { ...initial.form };
  if (isObject(stored.form)) {
    for (const f of FORM_TEXT_FIELDS) form[f] = textOr(stored.form[f], form[f]);
    if (typeof stored.form.billing === 'boolean') form.billing = stored.form.billing;
  }
  return {
    form,
    stepNumber: STEPS.find((s) => s === stored.stepNumber) ?? initial.stepNumber,
    paying: stored.paying === true && isId(stored.orderId),
    paymentMethod: METHODS.find((m) => m === stored.paymentMethod) ?? initial.paymentMethod,
    cashAmount: textOr(stored.cashAmount, initial.cashAmount),
    certificateEmail: textOr(stored.certificateEmail, initial.certificateEmail),
    certificateCode: textOr(stored.certificateCode, initial.certificateCode),
    partialPayment:
      stored.partialPayment === 'E' || stored.partialPayment === 'T'
        ? stored.partialPayment
        : initial.partialPayment,
    wantInvoice: form.billing,
    orderId: isId(stored.orderId) ? stored.orderId : null,
    hash: typeof stored.hash === 'string' && stored.hash !== '' ? stored.hash : null,
    showPaymentSuccess: stored.showPaymentSuccess === true,
    queuedKey:
      typeof stored.queuedKey === 'string' && stored.queuedKey !== '' ? stored.queuedKey : null,
    attempt: orderAttemptRestore(stored.attempt),
    recap: orderRecapRestore(stored.recap),
  };
}
