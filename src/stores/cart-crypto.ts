import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * §3.4 cryptoKey: where the key of the encrypted cart lives.
 *
 * A random 256-bit key is made once per device and kept in localStorage under
 * CART_KEY_STORAGE_KEY, beside 'cart-state':
 * - a key written into the bundle would be one public key shared by every device; a
 *   per-device key keeps nothing secret in the code, and a 'cart-state' copied from another
 *   device or install does not decrypt, so it is treated as corrupt (§4.5);
 * - the cart must outlive reloads, closed tabs and offline restarts (DESIGN "Offline and
 *   installability"), which rules out memory and sessionStorage;
 * - every tab of the origin shares it, so a cart written by one tab reads in another.
 * This is not a security control: whatever can read localStorage reads the key too. Like the
 * protocol's AES (§7) it keeps the cart from being read or edited casually; TLS and the
 * server's own pricing are what protect orders. The key is read from storage at every use
 * (never cached), so two tabs that start at once converge on the key written last.
 */
export const CART_KEY_STORAGE_KEY = 'cart-key';

const KEY_PATTERN = /^[0-9a-f]{64}$/;
const IV_PATTERN = /^[0-9a-f]{32}$/;

function cartRandomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** §3.4 the device's cart key, or null when it is missing or malformed. */
export function cartKeyRead(storage: Storage): string | null {
  const key = storage.getItem(CART_KEY_STORAGE_KEY);
  return key !== null && KEY_PATTERN.test(key) ? key : null;
}

/** §3.4 the device's cart key, made and stored the first time (throws if storage refuses). */
export function cartKeyEnsure(storage: Storage): string {
  const existing = cartKeyRead(storage);
  if (existing !== null) return existing;
  const key = cartRandomHex(32);
  storage.setItem(CART_KEY_STORAGE_KEY, key);
  return key;
}

/** §4.5 AES-256-CBC/PKCS7 of the text with a fresh random IV: 'ivHex.ciphertextBase64'. */
export function cartEncrypt(text: string, key: string): string {
  const iv = cartRandomHex(16);
  const cipher = AES.encrypt(text, Hex.parse(key), { iv: Hex.parse(iv) });
  return `${iv}.${cipher.toString()}`;
}

/** §4.5 the text back, or null when the value is not one cartEncrypt made with this key. */
export function cartDecrypt(value: string, key: string): string | null {
  const [iv, body, ...rest] = value.split('.');
  if (iv === undefined || body === undefined || rest.length > 0 || !IV_PATTERN.test(iv)) {
    return null;
  }
  try {
    const text = AES.decrypt(body, Hex.parse(key), { iv: Hex.parse(iv) }).toString(Utf8);
    return text === '' ? null : text;
  } catch {
    // a wrong key or a damaged value fails the padding or the UTF-8 decoding
    return null;
  }
}
