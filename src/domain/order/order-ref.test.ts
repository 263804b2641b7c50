import { describe, expect, it } from 'vitest';
import { orderDateKey, orderDateTimeAt } from './order-date';
import { orderHashIsValid, orderRefParse } from './order-ref';

describe('order references (§2.1)', () => {
  const hash = 'AB'.repeat(16);

  it('reads a 32-hex hash (lower-cased) or a positive id', () => {
    expect(orderRefParse(hash)).toEqual({ kind: 'hash', hash: hash.toLowerCase() });
    expect(orderRefParse(' 42 ')).toEqual({ kind: 'id', id: 42 });
    expect(orderHashIsValid('0'.repeat(32))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '0',
      '-1',
      '1.5',
      'abc',
      'g'.repeat(32),
      'a'.repeat(31),
      '12345678901',
    ]) {
      expect(orderRefParse(bad)).toBeNull();
    }
    expect(orderHashIsValid('a'.repeat(33))).toBe(false);
  });
});

describe('order dates (§1)', () => {
  it('turns dd/MM/yyyy [HH:mm] into yyyy-MM-dd', () => {
    expect(orderDateKey('23/11/2026 10:05')).toBe('2026-11-23');
    expect(orderDateKey('01/02/2027')).toBe('2027-02-01');
  });

  it('refuses malformed dates', () => {
    expect([
      orderDateKey('2026-11-23'),
      orderDateKey('32/01/2026'),
      orderDateKey('01/13/2026'),
    ]).toEqual([null, null, null]);
  });

  it('reads dd/MM/yyyy HH:mm as an instant in El Salvador time', () => {
    expect(orderDateTimeAt('23/11/2026 22:05')).toBe(Date.parse('2026-11-24T04:05:00Z'));
    expect(orderDateTimeAt(' 01/02/2027 00:00 ')).toBe(Date.parse('2027-02-01T06:00:00Z'));
    expect([
      orderDateTimeAt('23/11/2026'),
      orderDateTimeAt('30/02/2026 10:00'),
      orderDateTimeAt('23/11/2026 24:00'),
      orderDateTimeAt('2026-11-23 10:00'),
    ]).toEqual([null, null, null, null]);
  });
});
