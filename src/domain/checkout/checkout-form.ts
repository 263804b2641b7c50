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

type Check = (value: string) => string | null;

/** The first message of the checks, the required check first. */
const firstError = (value: string, ...checks: Check[]): string | null => {
  for (const check of [requiredCheck, ...checks]) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
};

/**
 * §5.1 / §5.2 errors of the whole form: names, e-mail and phone are required; the note is
 * optional; the invoice name, id (DUI or NIT) and e-mail are required only when billing is on.
 */
export function checkoutFormErrors(data: CheckoutFormData): CheckoutFormErrors {
  const rules: [keyof CheckoutFormData, string, Check[]][] = [
    ['username', data.username, []],
    ['userlastname', data.userlastname, []],
    ['usermail', data.usermail, [emailCheck]],
    ['userphone', data.userphone, [phoneCheck]],
  ];
  if (data.billing) {
    rules.push(
      ['invoicename', data.invoicename, []],
      ['invoiceid', data.invoiceid, [duiOrNitCheck]],
      ['invoicemail', data.invoicemail, [emailCheck]],
    );
  }
  const errors: CheckoutFormErrors = {};
  for (const [field, value, checks] of rules) {
    const message = firstError(value, ...checks);
    if (message !== null) errors[field] = message;
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
