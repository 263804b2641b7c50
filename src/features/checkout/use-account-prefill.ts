import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { checkoutFormFromAccount } from '../../domain/checkout/checkout-prefill';
import { checkoutFormDraft, checkoutStore } from '../../stores/checkout';

/**
 * §4.2 a logged-in customer's checkout form starts from the account (cliente/getDataUser):
 * true once the form may show (a guest at once; a customer once the data came, or failed,
 * so the form never waits for ever).
 */
export function useAccountPrefill(loggedIn: boolean): boolean {
  const { data, isError } = useQuery(userDataQuery(loggedIn));
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (!loggedIn || applied || !data) return;
    checkoutFormDraft(checkoutFormFromAccount({ ...checkoutStore.form }, data));
    setApplied(true);
  }, [loggedIn, applied, data]);
  return !loggedIn || applied || isError;
}
