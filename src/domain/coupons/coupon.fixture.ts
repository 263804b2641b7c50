import type { Cents } from '../money';
import { productIdOf } from '../product-id';
import { serverTimeParse } from '../server-time';
import { couponDiscountTypeOf, type Coupon } from './coupon';

/** A coupon for tests: 10% off the subtotal, valid all day until 31/12/2026; override freely. */
export function couponSample(
  overrides: Omit<Partial<Coupon>, 'appliesTo'> & { appliesTo?: readonly number[] } = {},
): Coupon {
  const { appliesTo = [], ...rest } = overrides;
  const amounts = {
    percent: 'percent' in rest ? (rest.percent ?? null) : 10,
    amount: rest.amount ?? null,
  };
  return {
    id: 501,
    name: 'Cupón de prueba',
    label: 'Prueba',
    description: 'Descuento de prueba',
    lastDay: '31/12/2026',
    hoursFrom: '00:00',
    hoursTo: '23:59',
    fixedPrice: null,
    minimum: null,
    code: null,
    usesPerCustomer: 1,
    applyToLowest: false,
    productId: null,
    image: null,
    discountType: couponDiscountTypeOf(amounts),
    ...rest,
    ...amounts,
    appliesTo: appliesTo.map(productIdOf),
  };
}

/** An instant of the server's clock written in El Salvador time, '2026-11-27T12:00'. */
export const couponAt = (local: string): number => serverTimeParse(`${local}:00-06:00`);

/** Cents from a number a test writes. */
export const couponCents = (value: number): Cents => value as Cents;
