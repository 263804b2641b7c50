import type * as v from 'valibot';
import type { ProductId } from '../domain/product-id';
import type { ShopId } from '../domain/shops/shop-id';
import { wireInt, wireIntOrNull } from './wire';

/**
 * The domain's branded ids as the wire carries them. The brand is compile-time only, so each
 * schema is the integer's own (wireInt, wireIntOrNull) given the id's type: reading an id
 * costs nothing more than reading an integer, and a row's id is branded where it is read.
 * (The double cast is the brand's one unchecked step: valibot's pipe types name `number`.)
 */
type WireId<Id extends number> = v.GenericSchema<v.InferInput<typeof wireInt>, Id>;
type WireIdOrNull<Id extends number> = v.GenericSchema<
  v.InferInput<typeof wireIntOrNull>,
  Id | null
>;

/** §3.3 a menu id (I, IDPMN, C of a choice, a promotion's ids): a safe integer. */
export const wireProductId = wireInt as unknown as WireId<ProductId>;
/** §3.3 a menu id, or null when missing. */
export const wireProductIdOrNull = wireIntOrNull as unknown as WireIdOrNull<ProductId>;

/** §3.2 a shop id (I of a shop, IDTDA, a coverage's shop): a safe integer. */
export const wireShopId = wireInt as unknown as WireId<ShopId>;
/** §3.2 a shop id, or null when missing. */
export const wireShopIdOrNull = wireIntOrNull as unknown as WireIdOrNull<ShopId>;
