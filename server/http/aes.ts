import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * AES-256-ECB with PKCS7 padding, byte-compatible with
 * `CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(key), { mode: ECB, padding: Pkcs7 })`
 * (docs/protocol.md "Headers"). The key is 32 ASCII characters used as raw bytes.
 * Mirrors the chain's protocol; it is not a security control (decision 003).
 */

function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length !== 32) throw new Error('la clave AES debe tener 32 bytes');
  return bytes;
}

/** @internal the client's side of the encrypted bodies, which tests play */
export function encryptText(text: string, key: string): string {
  const cipher = createCipheriv('aes-256-ecb', keyBytes(key), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** Returns null when the text does not decrypt with this key (wrong key or corrupt data). */
export function decryptText(base64: string, key: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-ecb', keyBytes(key), null);
    const data = Buffer.from(base64, 'base64');
    if (data.length === 0 || data.length % 16 !== 0) return null;
    const plain = Buffer.concat([decipher.update(data), decipher.final()]);
    const text = plain.toString('utf8');
    // a wrong key can still yield valid padding by chance; reject non-UTF-8 output
    return Buffer.from(text, 'utf8').equals(plain) ? text : null;
  } catch {
    return null;
  }
}
