import type { Cents } from '../money';
import { cashAmountComment } from './cash-payment';
import { duiOrNitCheck, emailCheck, phoneCheck, requiredCheck } from './checkout-fields';

/** §3.1 the checkout form's data (the spec's names). */
export interface CheckoutFormData {
  username: string;
  userlastname: string;
  usermail: string;
  userphone: string;
  /** the customer's note for the order (§3.6 comentarios) */
  userexplain: string;
  /** an invoice is wanted (§3.6 wantInvoice) */
  billing: boolean;
  invoicename: string;
  /** DUI or NIT */
  invoiceid: string;
  invoicemail: string;
}

/** §3.6 the longest texts the form takes (maxLength) of the fields that end in the comments. */
export const CHECKOUT_TEXT_MAX = { userexplain: 250, invoicename: 100, invoicemail: 254 } as const;

/**
 * §3.6 the longest comentarios the form can build (invoice DUI or NIT, name and mail, the
 * cash amount and the note at their longest fit); the server admits up to this many.
 */
export const ORDER_COMMENTS_MAX = 700;

/** Errors of the form, by field: absent when the field is fine. */
export type CheckoutFormErrors = Partial<Record<keyof CheckoutFormData, string>>;

/** §3.1 a form with nothing typed. */
export const CHECKOUT_FORM_EMPTY: CheckoutFormData = {
  username: '',
  userlastname: '',
  usermail: '',
  userphone: '',
  userexplain: '',
  billing: false,
  invoicename: '',
  invoiceid: '',
  invoicemail: '',
};

/** A field's check: the §5.2 message, or null when the value is fine. */
export type CheckoutFieldCheck = (value: string, values: CheckoutFormData) => string | null;

/** §5.2 required first, then the field's own format check. */
const requiredThen =
  (check?: (value: string) => string | null): CheckoutFieldCheck =>
  (value) =>
    requiredCheck(value) ?? check?.(value) ?? null;

/** §5.2 an invoice field counts only when an invoice is wanted. */
const whenBilling =
  (check: CheckoutFieldCheck): CheckoutFieldCheck =>
  (value, values) =>
    values.billing ? check(value, values) : null;

/**
 * §3.1 / §5.1 / §5.2 the checks of the checkout form, by field: names, e-mail and phone are
 * required; the note is optional; the invoice name, id (DUI or NIT) and e-mail are required
 * only when billing is on. The form checks each field with its own as it is typed.
 */
export const CHECKOUT_FIELD_CHECKS = {
  username: requiredThen(),
  userlastname: requiredThen(),
  usermail: requiredThen(emailCheck),
  userphone: requiredThen(phoneCheck),
  invoicename: whenBilling(requiredThen()),
  invoiceid: whenBilling(requiredThen(duiOrNitCheck)),
  invoicemail: whenBilling(requiredThen(emailCheck)),
} satisfies Partial<Record<keyof CheckoutFormData, CheckoutFieldCheck>>;

/**
 * §5.1 / §5.2 errors of the whole form, by the same checks.
 * @internal the whole form at once, for its tests: the form checks field by field
 */
export function checkoutFormErrors(data: CheckoutFormData): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {};
  for (const [field, check] of Object.entries(CHECKOUT_FIELD_CHECKS)) {
    const name = field as keyof typeof CHECKOUT_FIELD_CHECKS;
    const message = check(data[name], data);
    if (message !== null) errors[name] = message;
  }
  return errors;
}

/**
 * §3.6 comentarios: with an invoice, its doc, name and mail joined by commas, then ';' and
 * the note; without, just the note. A cash amount to pay with opens the note ('Paga con
 * $20.00. Sin cebolla'). Every part trimmed.
 */
export function checkoutComments(data: CheckoutFormData, cashAmount: Cents | null = null): string {
  const parts = [cashAmount === null ? '' : cashAmountComment(cashAmount), data.userexplain.trim()];
  const note = parts.filter((part) => part !== '').join('. ');
  if (!data.billing) return note;
  const invoice = [data.invoiceid, data.invoicename, data.invoicemail].map((p) => p.trim());
  return `${invoice.join(',')};${note}`;
}
