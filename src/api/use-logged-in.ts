import { useSnapshot } from 'valtio';
import { sessionStore } from './session';
import { sessionAccountNow } from './session-account';

/** §4.1 logged in (both tokens stored), re-read whenever the session changes. */
export function useLoggedIn(): boolean {
  const { accessToken, refreshToken } = useSnapshot(sessionStore);
  return accessToken !== null && refreshToken !== null;
}

/**
 * §4.1 the account logged in (its token's subject, '' when unreadable), null for a guest;
 * re-read whenever the session changes.
 */
export function useSessionAccount(): string | null {
  const { accessToken, refreshToken } = useSnapshot(sessionStore);
  return sessionAccountNow({ accessToken, refreshToken });
}
