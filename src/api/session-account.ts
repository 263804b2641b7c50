/**
 * §4.1 the account a session belongs to: the `sub` of its access token (a JWT), read
 * without checking its signature. Only the device's own data is keyed by it (what one
 * customer kept locally is never shown to another who logs in here); the server checks
 * the token on every call. null for no token or one that cannot be read.
 */
export function sessionAccountOf(accessToken: string | null): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(text);
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * §4.1 the account logged in now (both tokens stored): its token's subject, '' when that
 * cannot be read; null for a guest. What the device keeps of an account is kept under it.
 */
export function sessionAccountNow(session: {
  accessToken: string | null;
  refreshToken: string | null;
}): string | null {
  if (session.accessToken === null || session.refreshToken === null) return null;
  return sessionAccountOf(session.accessToken) ?? '';
}
