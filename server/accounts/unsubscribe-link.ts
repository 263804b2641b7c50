import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of every marketing mail (issue 15): GET {API_BASE}/unsubscribe?t=…
 * with `t` = the customer's subject and its HMAC-SHA256 under UNSUBSCRIBE_SECRET. It does
 * not expire (an old mail must still work); deleting the account makes it do nothing.
 */

const mac = (secret: string, sub: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${sub}`).digest('base64url');

/** The signed token of customer `sub`. */
export function unsubscribeToken(secret: string, sub: string): string {
  return `${Buffer.from(sub).toString('base64url')}.${mac(secret, sub)}`;
}

/**
 * The link a marketing mail carries for customer `sub`.
 * @internal the link a marketing mail will carry; no such mail is sent yet, tests build it
 */
export function unsubscribeLink(
  publicOrigin: string,
  apiBase: string,
  secret: string,
  sub: string,
): string {
  return `${publicOrigin}${apiBase}/unsubscribe?t=${encodeURIComponent(unsubscribeToken(secret, sub))}`;
}

/** The subject a token was signed for, or null when it is not one of ours. */
export function unsubscribeTokenRead(secret: string, token: string): string | null {
  const [encoded = '', signature = ''] = token.split('.');
  if (encoded === '' || signature === '' || token.length > 400) return null;
  const sub = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, sub));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? sub : null;
}
