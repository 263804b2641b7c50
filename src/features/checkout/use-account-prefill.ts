import { useQuery } from '@tanstack/react-query';
import { userDataQuery } from '../../api/cliente/get-data-user';
import type { CheckoutFormData } from '../../domain/checkout/checkout-form';
import { checkoutFormFromAccount } from '../../domain/checkout/checkout-prefill';
import { checkoutStore } from '../../stores/checkout';

/**
 * §4.2 the form's first values: a logged-in customer's start from the account
 * (cliente/getDataUser) where nothing was typed; null while that data is on its way (if it
 * fails, the form shows as a guest's, so it never waits for ever).
 */
export function useAccountPrefill(loggedIn: boolean): CheckoutFormData | null {
  const { data, isError } = useQuery(userDataQuery(loggedIn));
  const form = { ...checkoutStore.form };
  if (!loggedIn || isError) return form;
  return data ? checkoutFormFromAccount(form, data) : null;
}
