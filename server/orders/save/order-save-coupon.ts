import type { Cart } from '../../../src/domain/cart/cart.ts';
import { COUPON_MESSAGES } from '../../../src/domain/coupons/coupon-messages.ts';
import { couponLineCheck } from '../../../src/domain/coupons/coupon-line-check.ts';
import type { Session } from '../../auth/guard.ts';
import type { ChainCache } from '../../chain/chain-cache.ts';
import { couponIndexPart } from '../../coupons/coupon-index.ts';
import {
  couponClaimMessage,
  couponClaims,
  couponClaimSpent,
  type CouponClaim,
  type CouponClaimRules,
} from '../../coupons/coupon-claims.ts';
import { couponRedeem } from '../../coupons/coupon-redemptions.ts';
import { couponViewerOf } from '../../coupons/coupon-viewer.ts';
import { couponVisible } from '../../coupons/coupon-visibility.ts';
import type { Database } from '../../db/client.ts';
import type { Envelope } from '../../wire/envelope.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';
import { orderInsert, type OrderNewRow } from './order-save-store.ts';

/** §9 the use of a coupon an order will record: the coupon and the keys it counts under. */
export interface OrderCouponUse {
  couponId: number;
  /** the account's key, or a guest's e-mail and phone keys, and a code's address key */
  claims: readonly CouponClaim[];
}

/** §4.8 / §5.4 the order's coupon line is fine (and the use to record, if any), or why not. */
export type OrderSaveCouponVerdict =
  { ok: true; use: OrderCouponUse | null } | { ok: false; message: string };

/** Who places the order, for its coupon's keys: a guest's e-mail and phone, the address. */
export interface OrderSaveContact {
  email: string;
  phone: string;
  address: string;
}

/** What the coupon check of an order save reads. */
export interface OrderSaveCouponDeps {
  db: Database;
  chain: ChainCache;
  parameters: OrderSaveParameters;
  /** decision 031 the cap of a code's uses per client address */
  couponRules: CouponClaimRules;
}

/**
 * §4.8 / §5.4 / §6 the coupon line of an order (the server's re-priced cart, coupon lines as
 * sent), checked on server time: none, or one line of a coupon of the loaded chain the customer
 * may use — a code coupon by anyone, the others by a logged-in customer only ('Inicia sesión
 * para canjear' for a guest) and the welcome and birthday coupons only by the customers they
 * are for ('Cupón no valido') — that is exactly what couponApply makes now with the store
 * minimum (couponLineCheck: tampered discount, target, code, window, minimum, another
 * promotion), and whose uses are not spent under any of its keys (coupon-claims.ts: 'Ya
 * utilizaste este cupón' for the customer's, addressSpent for the client address's cap).
 * The use is recorded later, atomically with the order (orderInsertWithCoupon).
 */
export async function orderSaveCouponCheck(
  deps: OrderSaveCouponDeps,
  cart: Cart,
  session: Session,
  contact: OrderSaveContact,
  now: number,
): Promise<OrderSaveCouponVerdict> {
  const line = cart.items.find((row) => row.isCoupon);
  if (line === undefined) return { ok: true, use: null };
  const index = await deps.chain.part(couponIndexPart);
  const entry = line.couponId === null ? undefined : index.byId.get(line.couponId);
  if (entry === undefined) return { ok: false, message: COUPON_MESSAGES.invalid };
  const viewer = await couponViewerOf(deps.db, session);
  if (!couponVisible(entry, viewer, now)) {
    const message =
      viewer.kind === 'guest' ? COUPON_MESSAGES.loginToRedeem : COUPON_MESSAGES.invalid;
    return { ok: false, message };
  }
  const message = couponLineCheck(cart, entry.coupon, {
    storeMinimum: deps.parameters.minimumOrder,
    serverNow: now,
    currency: deps.parameters.currencySymbol,
  });
  if (message !== null) return { ok: false, message };
  const claims = couponClaims(entry, { viewer, ...contact }, deps.couponRules, now);
  const spent = await couponClaimSpent(deps.db, entry.coupon.id, claims);
  if (spent !== null) return { ok: false, message: couponClaimMessage(spent) };
  return { ok: true, use: { couponId: entry.coupon.id, claims } };
}

/** Rolls the order's transaction back when the coupon's last use went to another order. */
export class CouponSpent extends Error {
  constructor(readonly claim: CouponClaim) {
    super('coupon use spent');
  }
}

/**
 * §9 inserts the order (orderInsert) inside the caller's transaction and records its coupon
 * use, if any; throws CouponSpent when every use under the key was taken meanwhile (a
 * concurrent order won it, couponRedeem), so the caller's transaction stores nothing. Null as
 * orderInsert: an order with the same idempotency key already exists.
 */
export async function orderInsertRedeeming(
  tx: Database,
  row: OrderNewRow,
  answer: Envelope,
  use: OrderCouponUse | null,
): Promise<Envelope | null> {
  const saved = await orderInsert(tx, row, answer);
  if (saved === null || use === null) return saved;
  const orderId = Number(saved.ORDERID);
  const spent = await couponRedeem(tx, { ...use, orderId, at: row.createdAt });
  if (spent !== null) throw new CouponSpent(spent);
  return saved;
}

/**
 * §9 inserts the order and records its coupon use in ONE transaction (orderInsertRedeeming):
 * CouponSpent (returned, naming the key) when the coupon's last use under one of its keys went
 * to another order meanwhile, nothing stored.
 */
export async function orderInsertWithCoupon(
  db: Database,
  row: OrderNewRow,
  answer: Envelope,
  use: OrderCouponUse | null,
): Promise<Envelope | null | CouponSpent> {
  if (use === null) return orderInsert(db, row, answer);
  try {
    return await db.transaction((tx) => orderInsertRedeeming(tx, row, answer, use));
  } catch (error) {
    if (error instanceof CouponSpent) return error;
    throw error;
  }
}
