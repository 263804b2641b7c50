import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio/vanilla';
import { sessionStore } from '../api/session';
import { sessionAccountNow } from '../api/session-account';

/**
 * §4.1 the account's data follows the session: whenever the session becomes another
 * account's, or nobody's (a login, a logout, a token refresh that answers for another
 * customer, a session the server ended), every account query (['cliente', …]: the profile,
 * addresses, orders, pending orders, certificates, coupon wallet) is cancelled and dropped,
 * so nothing answered for one customer shows to the next and the screens open read it again.
 * Those queries are never kept on the device (query-cache-restore), so a reload starts clean.
 */
export function sessionFollow(queryClient: QueryClient): () => void {
  let account = sessionAccountNow(sessionStore);
  // in sync: dropped before anything asks for the new account's data
  return subscribe(
    sessionStore,
    () => {
      const next = sessionAccountNow(sessionStore);
      if (next === account) return;
      account = next;
      void queryClient.cancelQueries({ queryKey: ['cliente'] });
      queryClient.removeQueries({ queryKey: ['cliente'] });
    },
    true,
  );
}
