/** Helpers for the tests of favourites (only tests import them). */
import { callOf } from '../api/cliente/cliente.fixture';
import { okAnswer, type SentRequest } from '../test/fake-fetch';

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

/** A server that keeps one customer's favourites as cliente/updateFavorito changes them. */
export function favoritesServer(initial: number[]) {
  const held = [...initial];
  return (req: SentRequest) => {
    if (callOf(req) === 'cliente/favoritos') {
      return okAnswer({ data: { data: held.map((IDPDS) => ({ IDPDS })) } });
    }
    const body = req.body as FormData;
    const product = Number(body.get('idpds'));
    const at = held.indexOf(product);
    if (body.get('oper') === 'A' && at < 0) held.unshift(product);
    if (body.get('oper') === 'E' && at >= 0) held.splice(at, 1);
    return okAnswer();
  };
}
