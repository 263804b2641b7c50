import { describe, expect, it } from 'vitest';
import type { Cents } from '../money';
import { cartMinimumShortfall } from './cart-minimum-shortfall';

const c = (n: number) => n as Cents;

describe('cartMinimumShortfall (§5.3)', () => {
  it('is the minimum minus the total, in cents, for home delivery below the minimum', () => {
    expect(cartMinimumShortfall(c(748), c(750), 'home')).toBe(2);
    expect(cartMinimumShortfall(c(149), c(750), 'home')).toBe(601);
    expect(cartMinimumShortfall(c(0), c(750), 'home')).toBe(750);
  });

  it('is 0 once the minimum is reached or passed', () => {
    expect(cartMinimumShortfall(c(750), c(750), 'home')).toBe(0);
    expect(cartMinimumShortfall(c(751), c(750), 'home')).toBe(0);
  });

  it('is 0 for pickup and before a service is chosen: the minimum is for home delivery', () => {
    expect(cartMinimumShortfall(c(100), c(750), 'shop')).toBe(0);
    expect(cartMinimumShortfall(c(100), c(750), 'none')).toBe(0);
  });

  it('is 0 when no minimum is configured', () => {
    expect(cartMinimumShortfall(c(100), c(0), 'home')).toBe(0);
  });
});
