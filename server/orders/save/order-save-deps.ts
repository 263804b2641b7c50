import type { ChainCache } from '../../chain/chain-cache.ts';
import type { CouponClaimRules } from '../../coupons/coupon-claims.ts';
import type { Database } from '../../db/client.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';

/** §4.3 what an order save reads: the database, the loaded chain and the menu parameters. */
export interface OrderSaveDeps {
  db: Database;
  chain: ChainCache;
  parameters: OrderSaveParameters;
  /** issue 19 the push services a subscription may name (PUSH_ENDPOINT_ALLOW) */
  pushAllow: readonly string[];
  /** decision 031 the cap of a code coupon's uses per client address */
  couponRules: CouponClaimRules;
}
