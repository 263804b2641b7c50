import type { QueryClient } from '@tanstack/react-query';
import { accountSessionEnd } from '../../stores/account-logout';

/**
 * §4.1 the session ends on this device once the account is gone: everything a logout
 * clears (tokens, remembered page, cart, checkout, the account's orders on this device, a
 * saved home location), without the server call (the server revoked the tokens with the
 * account), and the customer's cached data (every ['cliente', …] query).
 */
export async function accountSignedOut(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: ['cliente'] });
  await accountSessionEnd();
}
