import type { QueryClient } from '@tanstack/react-query';
import { sessionClearTokens } from '../../api/session';

/**
 * §4.1 the session ends on this device once the account is gone: the tokens are cleared
 * and the customer's cached data (every ['cliente', …] query) removed.
 */
export function accountSignedOut(queryClient: QueryClient): void {
  // For now only the tokens and the customer's queries: the integrator routes this through
  // the full logout of §4.1 (main address, remembered page, cart, pending orders,
  // certificates, checkout) once it exists.
  sessionClearTokens();
  queryClient.removeQueries({ queryKey: ['cliente'] });
}
