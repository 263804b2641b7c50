/** Helpers for the tests of favourites (only tests import them). */

const part = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token (unsigned: the app only reads its subject) of the account `sub`. */
export function accessTokenFor(sub: string, family = 'familia'): string {
  return `${part({ alg: 'HS256' })}.${part({ sub, typ: 'access', fam: family })}.firma`;
}

/** What navigator.onLine says from now on (jsdom). */
export function deviceOnlineSet(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}
