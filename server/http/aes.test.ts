import CryptoJS from 'crypto-js';
import { describe, expect, test } from 'vitest';
import { decryptText, encryptText } from './aes.ts';
import { acceptedKeys, ckHeader, ckKey } from './ck.ts';

const KEY = 'k'.repeat(16) + '0123456789abcdef';
const encryptLikeClient = (text: string, key: string) =>
  CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
const decryptLikeClient = (b64: string, key: string) =>
  CryptoJS.AES.decrypt(b64, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);

describe('AES-256-ECB compatible with crypto-js (docs/protocol.md)', () => {
  const samples = [
    '',
    'a',
    '{"nombres":"José Ñúñez","monto":7.5}',
    'x'.repeat(16),
    '🍔'.repeat(40),
  ];

  test.each(samples)('crypto-js → server: %#', (text) => {
    expect(decryptText(encryptLikeClient(text, KEY), KEY)).toBe(text);
  });

  test.each(samples)('server → crypto-js: %#', (text) => {
    const b64 = encryptText(text, KEY);
    expect(b64).toBe(encryptLikeClient(text, KEY));
    expect(decryptLikeClient(b64, KEY)).toBe(text);
  });

  test('wrong key or garbage decrypts to null, never throws', () => {
    const b64 = encryptLikeClient('{"a":1}', KEY);
    expect(decryptText(b64, 'z'.repeat(32))).toBeNull();
    expect(decryptText('no es base64!!', KEY)).toBeNull();
    expect(decryptText('', KEY)).toBeNull();
  });
});

describe('ck key (decision 003)', () => {
  const now = new Date('2026-11-22T00:30:00Z');

  test('32 characters, stable within a UTC day, different the next day', () => {
    const k = ckKey('secret', now);
    expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(ckKey('secret', new Date('2026-11-22T23:59:59Z'))).toBe(k);
    expect(ckKey('secret', new Date('2026-11-23T00:00:00Z'))).not.toBe(k);
    expect(ckKey('other', now)).not.toBe(k);
  });

  test('accepts today and yesterday; header ends with the key', () => {
    const [today, yesterday] = acceptedKeys('secret', now);
    expect(today).toBe(ckKey('secret', now));
    expect(yesterday).toBe(ckKey('secret', new Date('2026-11-21T12:00:00Z')));
    expect(ckHeader('/api', 'secret', now)).toBe(`/api/k/${today}`);
  });
});
