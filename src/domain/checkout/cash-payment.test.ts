import { describe, expect, it } from 'vitest';
import type { Cents } from '../money';
import {
  CASH_AMOUNT_MESSAGES,
  cashAmountCheck,
  cashAmountComment,
  cashAmountOfComments,
  cashAmountParse,
  cashCommentsCheck,
} from './cash-payment';

const cents = (n: number) => n as Cents;

describe('cash amount to pay with, Pagaré con (§4.3)', () => {
  it('reads what the customer types: empty, whole, decimals, $ and comma', () => {
    expect(cashAmountParse('')).toBeNull();
    expect(cashAmountParse('   ')).toBeNull();
    expect(cashAmountParse('20')).toBe(2000);
    expect(cashAmountParse('20.5')).toBe(2050);
    expect(cashAmountParse('$ 20,50')).toBe(2050);
    expect(cashAmountParse('20.')).toBe(2000);
    expect(cashAmountParse('9999.99')).toBe(999_999);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['veinte', '20.505', '-5', '1e3', '12345', '.50', '2 0 . 0 0x'])
      expect(cashAmountParse(text), text).toBe('invalid');
  });

  it('is optional, and when given must be at least the total', () => {
    const total = cents(1275);
    expect(cashAmountCheck('', total)).toBeNull();
    expect(cashAmountCheck('12.75', total)).toBeNull();
    expect(cashAmountCheck('20', total)).toBeNull();
    expect(cashAmountCheck('12.74', total)).toBe(CASH_AMOUNT_MESSAGES.belowTotal);
    expect(cashAmountCheck('5', total)).toBe('El monto debe ser mayor o igual al total');
    expect(cashAmountCheck('abc', total)).toBe(CASH_AMOUNT_MESSAGES.format);
  });

  it('writes it in the comments in Spanish, and reads it back from them', () => {
    expect(cashAmountComment(cents(2000))).toBe('Paga con $20.00');
    expect(cashAmountComment(cents(123_456))).toBe('Paga con $1,234.56');
    expect(cashAmountOfComments('Paga con $20.00')).toBe(2000);
    expect(cashAmountOfComments('Paga con $1,234.56. Sin cebolla')).toBe(123_456);
    expect(cashAmountOfComments('01234567-8,Ana,f@x.com;Paga con $20.50. Nota')).toBe(2050);
    expect(cashAmountOfComments('Sin cebolla')).toBeNull();
    expect(cashAmountOfComments('')).toBeNull();
    expect(cashAmountOfComments('Sin cebolla. Paga con $5.00')).toBeNull();
  });

  it('lets the server check the amount the comments carry against the total', () => {
    const total = cents(1275);
    expect(cashCommentsCheck('Paga con $12.75. Sin cebolla', total)).toBeNull();
    expect(cashCommentsCheck('Paga con $12.74', total)).toBe(CASH_AMOUNT_MESSAGES.belowTotal);
    expect(cashCommentsCheck('Sin cebolla', total)).toBeNull();
  });
});
