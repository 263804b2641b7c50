import { useSnapshot } from 'valtio';
import { sessionStore } from './session';

/** §4.1 logged in (both tokens stored), re-read whenever the session changes. */
export function useLoggedIn(): boolean {
  const { accessToken, refreshToken } = useSnapshot(sessionStore);
  return accessToken !== null && refreshToken !== null;
}
