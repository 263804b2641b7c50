import { describe, expect, it } from 'vitest';
import {
  centsAdd,
  centsFormat,
  centsFromAmount,
  centsMultiply,
  centsSub,
  centsToAmount,
} from './money';

describe('centsFromAmount', () => {
  it('converts numbers and strings to integer cents', () => {
    expect(centsFromAmount(7.5)).toBe(750);
    expect(centsFromAmount('7.50')).toBe(750);
    expect(centsFromAmount(' 3 ')).toBe(300);
    expect(centsFromAmount('.5')).toBe(50);
    expect(centsFromAmount(0)).toBe(0);
  });

  it('absorbs floating point noise', () => {
    expect(centsFromAmount(0.1 + 0.2)).toBe(30);
    expect(centsFromAmount(1.005)).toBe(101);
    expect(centsFromAmount(4.35 * 3)).toBe(1305);
  });

  it('rounds half away from zero, negatives included', () => {
    expect(centsFromAmount(-2.5)).toBe(-250);
    expect(centsFromAmount(-1.005)).toBe(-101);
    expect(centsFromAmount('-0.004')).toBe(0);
    expect(Object.is(centsFromAmount(-0.001), -0)).toBe(false);
  });

  it('rejects what is not an amount', () => {
    expect(() => centsFromAmount(Number.NaN)).toThrow(RangeError);
    expect(() => centsFromAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsFromAmount('')).toThrow(RangeError);
    expect(() => centsFromAmount('7,50')).toThrow(RangeError);
    expect(() => centsFromAmount('abc')).toThrow(RangeError);
  });
});

describe('cents arithmetic', () => {
  const a = centsFromAmount('7.50');
  const b = centsFromAmount('2.25');

  it('adds, subtracts and multiplies in cents', () => {
    expect(centsAdd(a, b, b)).toBe(1200);
    expect(centsAdd()).toBe(0);
    expect(centsSub(b, a)).toBe(-525);
    expect(centsMultiply(a, 3)).toBe(2250);
    expect(centsMultiply(centsFromAmount('3.33'), 0.5)).toBe(167);
    expect(() => centsMultiply(a, Number.NaN)).toThrow(RangeError);
  });

  it('converts back to an amount', () => {
    expect(centsToAmount(a)).toBe(7.5);
    expect(centsToAmount(centsFromAmount(0.1 + 0.2))).toBe(0.3);
  });
});

describe('centsFormat', () => {
  it('always shows two decimals with a dot', () => {
    expect(centsFormat(centsFromAmount(7.5))).toBe('$7.50');
    expect(centsFormat(centsFromAmount(0))).toBe('$0.00');
    expect(centsFormat(centsFromAmount(0.05))).toBe('$0.05');
    expect(centsFormat(centsFromAmount(1250))).toBe('$1,250.00');
  });

  it('puts the sign before the symbol and accepts another symbol', () => {
    expect(centsFormat(centsFromAmount(-1.2))).toBe('-$1.20');
    expect(centsFormat(centsFromAmount(3), 'USD ')).toBe('USD 3.00');
  });
});
