import { sessionIsLoggedIn } from '../api/session';
import { proxy, subscribe } from 'valtio/vanilla';
import { CHECKOUT_FORM_EMPTY, type CheckoutFormData } from '../domain/checkout/checkout-form';
import type { PaymentMethod } from '../domain/checkout/checkout-state';
import type { OrderId } from '../domain/order/order-id';
import { orderAttemptFor } from '../domain/order/order-attempt';
import type { OrderRecap } from '../domain/checkout/order-recap';
import {
  checkoutStateRestore,
  checkoutStateStart,
  CONTACT_FIELDS,
  isObject,
  textOr,
  type CheckoutContact,
  type CheckoutState,
} from './checkout-state-restore';
import { localStore, sessionStore } from '../api/browser-storage';

/** §3.6 sessionStorage key of the checkout state (a reload keeps the step and the form). */
export const CHECKOUT_STORAGE_KEY = 'checkout.state';
/** localStorage key of the contact a returning guest finds prefilled. */
export const CHECKOUT_CONTACT_KEY = 'checkout.contact';

const storageOf = (kind: 'localStorage' | 'sessionStorage'): Storage | null =>
  kind === 'localStorage' ? localStore() : sessionStore();

function readJson(kind: 'localStorage' | 'sessionStorage', key: string): unknown {
  try {
    const text = storageOf(kind)?.getItem(key) ?? null;
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** An empty form with the remembered contact filled in. */
function formInitial(): CheckoutFormData {
  const contact = readJson('localStorage', CHECKOUT_CONTACT_KEY);
  const form: CheckoutFormData = { ...CHECKOUT_FORM_EMPTY };
  if (isObject(contact)) for (const f of CONTACT_FIELDS) form[f] = textOr(contact[f], '');
  return form;
}

/** §3.6 the checkout's state, kept in sessionStorage for this tab. */
export const checkoutStore = proxy<CheckoutState>(
  checkoutStateRestore(
    readJson('sessionStorage', CHECKOUT_STORAGE_KEY),
    checkoutStateStart(formInitial()),
  ),
);

subscribe(checkoutStore, () => {
  try {
    storageOf('sessionStorage')?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(checkoutStore));
  } catch {
    // storage full or denied: the checkout still lives in memory
  }
});

/**
 * §4.1 the contact a guest left on this device is forgotten, and the form's copy of it
 * emptied where it still holds it: at login (the account's data fills the form from then
 * on) and at logout (no personal data stays behind). What was typed differently stays.
 */
export function checkoutContactForget(): void {
  const contact = readJson('localStorage', CHECKOUT_CONTACT_KEY);
  try {
    storageOf('localStorage')?.removeItem(CHECKOUT_CONTACT_KEY);
  } catch {
    // storage denied: nothing was remembered either
  }
  if (!isObject(contact)) return;
  for (const f of CONTACT_FIELDS) {
    if (checkoutStore.form[f] === textOr(contact[f], '')) checkoutStore.form[f] = '';
  }
}

function contactRemember(form: CheckoutFormData): void {
  const contact: CheckoutContact = {
    username: form.username,
    userlastname: form.userlastname,
    usermail: form.usermail,
    userphone: form.userphone,
  };
  try {
    storageOf('localStorage')?.setItem(CHECKOUT_CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // not remembered: the customer types it again next time
  }
}

/** §4.3 the checkout opens: from init (-1) to the personal data step. */
export function checkoutStart(): void {
  if (checkoutStore.stepNumber === -1) checkoutStore.stepNumber = 0;
}

/** §3.1 keeps what is typed (a reload of the tab finds it) without changing step. */
export function checkoutFormDraft(form: CheckoutFormData): void {
  checkoutStore.form = { ...form };
  checkoutStore.wantInvoice = form.billing;
}

/**
 * §4.3 valid personal data: kept (a guest's contact also on this device; a customer's
 * comes from the account) and on to payment.
 */
export function checkoutFormSubmit(form: CheckoutFormData): void {
  checkoutFormDraft(form);
  if (!sessionIsLoggedIn()) contactRemember(form);
  checkoutStore.stepNumber = 1;
  checkoutStore.paying = false;
}

/** §4.3 the chosen payment method. */
export function checkoutPaymentMethodSet(method: PaymentMethod): void {
  checkoutStore.paymentMethod = method;
}

/** §4.3 the cash amount the customer pays with, as typed ('Pagaré con'). */
export function checkoutCashAmountSet(text: string): void {
  checkoutStore.cashAmount = text;
}

/**
 * §3.7 the certificate's e-mail and code as typed: a change forgets the method chosen for
 * the rest (the funds are checked again).
 */
export function checkoutCertificateSet(fields: { email: string; code: string }): void {
  if (
    fields.email !== checkoutStore.certificateEmail ||
    fields.code !== checkoutStore.certificateCode
  ) {
    checkoutStore.partialPayment = null;
  }
  checkoutStore.certificateEmail = fields.email;
  checkoutStore.certificateCode = fields.code;
}

/** §3.6 partialPayment: the rest of a certificate payment by cash 'E' or card 'T' (or none). */
export function checkoutPartialPaymentSet(rest: 'E' | 'T' | null): void {
  checkoutStore.partialPayment = rest;
}

/** §2.8 the order being confirmed, recapped on the success screen. */
export function checkoutRecapSet(recap: OrderRecap): void {
  checkoutStore.recap = recap;
}

/**
 * §4.3 / DESIGN offline: the idempotency key for an order body (by its hash): the same body
 * sent again keeps its key, so the server answers the first result; another body gets a new one.
 */
export function checkoutAttemptKey(
  bodyHash: string,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const attempt = orderAttemptFor(checkoutStore.attempt, bodyHash, newKey);
  if (attempt !== checkoutStore.attempt) checkoutStore.attempt = attempt;
  return attempt.key;
}

/** §4.3 a card order was saved: its id and hash, and the provider's page is next. */
export function checkoutCardStart(order: { id: OrderId; hash: string }): void {
  checkoutStore.orderId = order.id;
  checkoutStore.hash = order.hash;
  checkoutStore.paying = true;
}

/** §4.3 'Cambiar método de pago': back to the choice; the unpaid order is left as it is. */
export function checkoutCardStop(): void {
  checkoutStore.paying = false;
}

/** §4.3 the order is placed (cash, certificate, or card paid): on to step 2. */
export function checkoutDone(order: { id: OrderId; hash: string }, paidByCard: boolean): void {
  checkoutStore.orderId = order.id;
  checkoutStore.hash = order.hash;
  checkoutStore.stepNumber = 2;
  checkoutStore.paying = false;
  checkoutStore.showPaymentSuccess = paidByCard;
  checkoutStore.queuedKey = null;
  checkoutStore.attempt = null;
}

/** DESIGN offline: the order waits in the outbox under `key`; step 2 shows it as pending. */
export function checkoutQueued(key: string): void {
  checkoutStore.stepNumber = 2;
  checkoutStore.paying = false;
  checkoutStore.showPaymentSuccess = false;
  checkoutStore.queuedKey = key;
  checkoutStore.orderId = null;
  checkoutStore.hash = null;
  checkoutStore.attempt = null;
}

/**
 * §2.3 back at the payment step: the card page goes and the form step shows again.
 * Returns true when it handled the back press.
 */
export function checkoutBack(): boolean {
  if (checkoutStore.stepNumber !== 1) return false;
  checkoutStore.paying = false;
  checkoutStore.stepNumber = 0;
  return true;
}

/** §4.1 / §4.3 a new checkout (logout, a finished order): the remembered contact stays. */
export function checkoutReset(): void {
  Object.assign(checkoutStore, checkoutStateStart(formInitial()));
}
