import type { ProfileFormData } from '../account/account-forms';
import { phoneMask } from './checkout-fields';
import type { CheckoutFormData } from './checkout-form';

/**
 * §4.2 / §4.3 a logged-in customer's checkout form: the fields still empty take the
 * account's names, e-mail and phone (masked as the form shows it); what was typed stays.
 */
type AccountContact = Pick<ProfileFormData, 'nombres' | 'apellidos' | 'email' | 'telefono'>;

/** What was typed stays; an empty field takes the account's value. */
const keep = (typed: string, fromAccount: string) =>
  typed.trim() === '' ? fromAccount.trim() : typed;

export function checkoutFormFromAccount(
  form: CheckoutFormData,
  account: AccountContact,
): CheckoutFormData {
  return {
    ...form,
    username: keep(form.username, account.nombres),
    userlastname: keep(form.userlastname, account.apellidos),
    usermail: keep(form.usermail, account.email),
    userphone: keep(form.userphone, phoneMask(account.telefono)),
  };
}

/**
 * §3.7 the gift card buyer's contact, the same way: the fields still empty take the account's
 * names, e-mail and phone (masked); what was typed stays, and every field stays editable.
 */
export function certificateContactFromAccount<
  T extends { firstNames: string; lastNames: string; email: string; phone: string },
>(form: T, account: AccountContact): T {
  return {
    ...form,
    firstNames: keep(form.firstNames, account.nombres),
    lastNames: keep(form.lastNames, account.apellidos),
    email: keep(form.email, account.email),
    phone: keep(form.phone, phoneMask(account.telefono)),
  };
}
