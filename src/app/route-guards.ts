import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { menuQueryOptions } from '../api/menu/get-data';
import { sessionStore } from '../api/session';

/** §4.1 logged in once an access token is stored. */
export function sessionHasAccess(): boolean {
  return sessionStore.accessToken !== null;
}

/** §2.2 / §2.1 login-guarded routes send visitors to `to` ('/' for the profile area). */
export function requireLogin(to: '/' | '/login'): void {
  if (!sessionHasAccess()) throw redirect({ to, replace: true });
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
