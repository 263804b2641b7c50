import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** §5.1 / §7 body encryption: base64 of AES-ECB/PKCS7 of the JSON, keyed by the 'ck' key. */
export function encryptPayload(payload: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(payload), Utf8.parse(key), {
    mode: ECB,
    padding: Pkcs7,
  }).toString();
}
