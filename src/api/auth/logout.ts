import { sessionIsLoggedIn } from '../session';
import { apiRequest } from '../request';

/**
 * §4.1 / contract auth/logout (secure, background): the server revokes the session's
 * refresh-token family. Best effort: never throws, and calls nothing without a session.
 */
export async function authLogout(): Promise<boolean> {
  if (!sessionIsLoggedIn()) return false;
  try {
    await apiRequest('auth/logout', {
      secure: true,
      background: true,
      empty: true,
      errorToast: false,
    });
    return true;
  } catch {
    return false;
  }
}
