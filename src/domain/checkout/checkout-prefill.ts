import type { ProfileFormData } from '../account/account-forms';
import { phoneMask } from './checkout-fields';
import type { CheckoutFormData } from './checkout-form';

/**
 * §4.2 / §4.3 a logged-in customer's checkout form: the fields still empty take the
 * account's names, e-mail and phone (masked as the form shows it); what was typed stays.
 */
export function checkoutFormFromAccount(
  form: CheckoutFormData,
  account: Pick<ProfileFormData, 'nombres' | 'apellidos' | 'email' | 'telefono'>,
): CheckoutFormData {
  const keep = (typed: string, fromAccount: string) =>
    typed.trim() === '' ? fromAccount.trim() : typed;
  return {
    ...form,
    username: keep(form.username, account.nombres),
    userlastname: keep(form.userlastname, account.apellidos),
    usermail: keep(form.usermail, account.email),
    userphone: keep(form.userphone, phoneMask(account.telefono)),
  };
}
