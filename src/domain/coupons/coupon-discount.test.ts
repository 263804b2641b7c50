import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../money';
import { couponCents as c, couponSample } from './coupon.fixture';
import { couponDiscount } from './coupon-discount';

const percent = (p: number) => couponSample({ percent: p });
const amount = (mt: number) => couponSample({ percent: null, amount: c(mt) });
const fixed = (pr: number) =>
  couponSample({ percent: null, amount: null, fixedPrice: c(pr), discountType: 'PRECIO' });

describe('couponDiscount (§5.4 formulas)', () => {
  it('percent takes P% of the base, rounded to the cent', () => {
    expect(couponDiscount(percent(10), c(1299))).toBe(-130);
    expect(couponDiscount(percent(15), c(1000))).toBe(-150);
    expect(couponDiscount(percent(100), c(899))).toBe(-899);
    expect(couponDiscount(percent(33), c(5))).toBe(-2);
  });

  it('amount takes MT, never more than the base', () => {
    expect(couponDiscount(amount(200), c(999))).toBe(-200);
    expect(couponDiscount(amount(200), c(150))).toBe(-150);
  });

  it('fixed price makes the base cost PR, and never raises it', () => {
    expect(couponDiscount(fixed(299), c(549))).toBe(-250);
    expect(couponDiscount(fixed(299), c(299))).toBe(0);
    expect(couponDiscount(fixed(299), c(250))).toBe(0);
  });

  it('discounts nothing on an empty base', () => {
    expect(couponDiscount(percent(50), c(0))).toBe(0);
    expect(couponDiscount(amount(100), c(0))).toBe(0);
  });
});

describe('couponDiscount properties', () => {
  const base = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n as Cents);
  const anyCoupon = fc.oneof(
    fc.integer({ min: 1, max: 100 }).map(percent),
    fc.double({ min: 0.01, max: 100, noNaN: true }).map(percent),
    fc.integer({ min: 1, max: 1_000_000 }).map(amount),
    fc.integer({ min: 0, max: 1_000_000 }).map(fixed),
  );

  it('is never positive, never larger than the base, always whole cents', () => {
    fc.assert(
      fc.property(anyCoupon, base, (coupon, b) => {
        const d = couponDiscount(coupon, b);
        expect(d).toBeLessThanOrEqual(0);
        expect(-d).toBeLessThanOrEqual(b);
        expect(Number.isInteger(d)).toBe(true);
      }),
    );
  });

  it('percent is P% of the base within half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), base, (p, b) => {
        const exact = (b * p) / 100;
        expect(Math.abs(-couponDiscount(percent(p), b) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('a fixed price never raises a price: base + discount = min(base, PR)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), base, (pr, b) => {
        expect(b + couponDiscount(fixed(pr), b)).toBe(Math.min(b, pr));
      }),
    );
  });

  it('an amount off leaves max(base - MT, 0)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), base, (mt, b) => {
        expect(b + couponDiscount(amount(mt), b)).toBe(Math.max(b - mt, 0));
      }),
    );
  });
});
