import type { Coupon } from '../../src/domain/coupons/coupon.ts';
import { couponRead, type CouponWire } from '../../src/protocol/coupon.ts';
import type { ChainPart } from '../chain/chain-view.ts';
import type { CouponKind, CouponRecord } from '../seed/schema-coupons.ts';

/** §3.5 one coupon of the loaded chain: who sees it, its wire record and its domain reading. */
export interface CouponEntry {
  kind: CouponKind;
  wire: CouponWire;
  coupon: Coupon;
}

/** §3.5 the loaded chain's coupons, by id and by code, in file order. */
export interface CouponIndex {
  list: readonly CouponEntry[];
  byId: ReadonlyMap<number, CouponEntry>;
  /** NUC (lower case) → the code coupon */
  byCode: ReadonlyMap<string, CouponEntry>;
}

/** The wire record of a chain file coupon (CLASE is the server's own). */
function couponWireOf({ CLASE: _kind, ...record }: CouponRecord): CouponWire {
  return record;
}

/**
 * §3.5 the coupons of a chain version, read once per version (a part of its ChainView). A
 * record the domain cannot read (the chain file's checks make that impossible) is left out.
 */
export const couponIndexPart: ChainPart<CouponIndex> = (view) => {
  const list: CouponEntry[] = [];
  for (const record of view.chain.cupones) {
    const wire = couponWireOf(record);
    const coupon = couponRead(wire);
    if (coupon !== null) list.push({ kind: record.CLASE, wire, coupon });
  }
  return {
    list,
    byId: new Map(list.map((entry) => [entry.coupon.id, entry])),
    byCode: new Map(
      list.flatMap((entry) => (entry.coupon.code === null ? [] : [[entry.coupon.code, entry]])),
    ),
  };
};
