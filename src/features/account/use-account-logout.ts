import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { accountLogout } from '../../stores/account-logout';

/**
 * §4.1 'Cerrar sesión': the logout of the stores (auth/logout, tokens, cart, checkout …),
 * the customer's cached queries (['cliente', …]) and the orders kept by hash (the account's,
 * and this device's, which the logout forgets too: ['orders', …]) dropped, and home.
 */
export function useAccountLogout(): () => Promise<void> {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await accountLogout();
    queryClient.removeQueries({ queryKey: ['cliente'] });
    queryClient.removeQueries({ queryKey: ['orders'] });
    await router.navigate({ to: '/', replace: true });
  }, [router, queryClient]);
}
