import { proxy } from 'valtio';

/**
 * The login's lockout (429 'bloqueado'): until when the button stays disabled. Kept while the
 * page is open, so leaving the login and coming back does not enable it early.
 */
export const loginLock = proxy({ until: 0 });

/** The server asked to wait `seconds` (Retry-After) from `now`. */
export function loginLockFor(seconds: number, now = Date.now()): void {
  loginLock.until = now + seconds * 1000;
}

/** @internal tests start unlocked */
export function loginLockReset(): void {
  loginLock.until = 0;
}
