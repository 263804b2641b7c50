// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CART_KEY_STORAGE_KEY,
  cartDecrypt,
  cartEncrypt,
  cartKeyEnsure,
  cartKeyRead,
} from './cart-crypto';

beforeEach(() => localStorage.clear());

describe('cart key (§3.4 cryptoKey)', () => {
  it('is made once per device as 64 hex characters and then reused', () => {
    expect(cartKeyRead(localStorage)).toBeNull();
    const key = cartKeyEnsure(localStorage);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem(CART_KEY_STORAGE_KEY)).toBe(key);
    expect(cartKeyEnsure(localStorage)).toBe(key);
    expect(cartKeyRead(localStorage)).toBe(key);
  });

  it('differs between devices', () => {
    const first = cartKeyEnsure(localStorage);
    localStorage.clear();
    expect(cartKeyEnsure(localStorage)).not.toBe(first);
  });

  it('replaces a malformed stored key', () => {
    localStorage.setItem(CART_KEY_STORAGE_KEY, 'clave');
    expect(cartKeyRead(localStorage)).toBeNull();
    expect(cartKeyEnsure(localStorage)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cart encryption (§4.5)', () => {
  const key = 'a'.repeat(64);
  const other = 'b'.repeat(64);
  const text = JSON.stringify({ nombre: 'Combo Pollo Crujiente', precio: 599, ñ: 'ñandú' });

  it('round-trips UTF-8 text and never stores it in clear', () => {
    const value = cartEncrypt(text, key);
    expect(value).not.toContain('Combo');
    expect(cartDecrypt(value, key)).toBe(text);
  });

  it('uses a fresh IV each time, so equal carts give different values', () => {
    const a = cartEncrypt(text, key);
    const b = cartEncrypt(text, key);
    expect(a).not.toBe(b);
    expect(a.split('.')[0]).not.toBe(b.split('.')[0]);
    expect(cartDecrypt(b, key)).toBe(text);
  });

  it('gives null for another key, garbage, a damaged value or a missing IV', () => {
    const value = cartEncrypt(text, key);
    const [iv, body] = value.split('.');
    expect(cartDecrypt(value, other)).not.toBe(text);
    expect(cartDecrypt('hola', key)).toBeNull();
    expect(cartDecrypt('', key)).toBeNull();
    expect(cartDecrypt(body!, key)).toBeNull();
    expect(cartDecrypt(`${iv}.${body}.x`, key)).toBeNull();
    expect(cartDecrypt(`zz${iv!.slice(2)}.${body}`, key)).toBeNull();
    expect(cartDecrypt(`${iv}.${body!.slice(0, -8)}`, key)).not.toBe(text);
  });
});
