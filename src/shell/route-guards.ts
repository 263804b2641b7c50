import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { menuQueryOptions } from '../api/menu/get-data';
import { sessionIsLoggedIn } from '../api/session';

/** §2.2 / §2.1 login-guarded routes send visitors (§4.1: not both tokens) to `to`. */
export function requireLogin(to: '/' | '/login'): void {
  if (!sessionIsLoggedIn()) throw redirect({ to, replace: true });
}

/** §4.10 certificate routes exist only when the feature is enabled and its data loaded. */
export async function requireCertificates(queryClient: QueryClient): Promise<void> {
  let enabled = false;
  try {
    const menu = await queryClient.ensureQueryData(menuQueryOptions());
    enabled = menu.parameters.certificatesEnabled;
  } catch {
    enabled = false;
  }
  if (!enabled) throw redirect({ to: '/', replace: true });
}
