import type { Coupon } from '../../domain/coupons/coupon';
import { couponRead, couponWireSchema, type CouponWire } from '../../protocol/coupon';
import { wireAnswer, wireList, wireMap, wireObject } from '../../protocol/wire';

/** The coupons of rows that read (couponRead); a row with a malformed date or hour is dropped. */
export function couponsRead(rows: readonly CouponWire[]): Coupon[] {
  return rows.flatMap((row) => {
    const coupon = couponRead(row);
    return coupon === null ? [] : [coupon];
  });
}

/** A list of §3.5 coupon rows: rows that do not fit the wire record are dropped. */
export const couponRowsSchema = wireMap(wireList(couponWireSchema), couponsRead);

/** data/getCupones and cliente/checkCuponera answer: `data.data.cupones` rows → coupons. */
export const couponListAnswerSchema = wireAnswer(
  wireMap(
    wireObject({ data: wireObject({ data: wireObject({ cupones: couponRowsSchema }) }) }),
    ({ data }): Coupon[] => data.data.cupones,
  ),
);
