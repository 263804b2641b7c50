import {
  duiOrNitCheck,
  emailCheck,
  phoneCheck,
  requiredCheck,
} from '../../domain/checkout/checkout-fields';
import type { CheckoutFieldCheck } from './checkout-field';

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

/** §3.1 / §5.1 / §5.2 the checks of the checkout form, by field (the domain's rules). */
export const CHECKOUT_FIELD_CHECKS = {
  username: requiredThen(),
  userlastname: requiredThen(),
  usermail: requiredThen(emailCheck),
  userphone: requiredThen(phoneCheck),
  invoicename: whenBilling(requiredThen()),
  invoiceid: whenBilling(requiredThen(duiOrNitCheck)),
  invoicemail: whenBilling(requiredThen(emailCheck)),
} satisfies Record<string, CheckoutFieldCheck>;
