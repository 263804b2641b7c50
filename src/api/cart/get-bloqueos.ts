import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { CartBlock, CartBlocks } from '../../domain/cart/cart-blocked';
import type { ShopId } from '../../domain/shops/shop-id';
import { apiRequest } from '../request';
import { wireAnswer, wireInt, wireListOrEmpty, wireMap, wireObject } from '../../protocol/wire';

/** What data/getBloqueos is keyed by (§7: refetched when the cart item count changes). */
export interface CartBlocksQuery {
  /** the pickup shop or the coverage shop; null: only the chain-wide blocks */
  shopId: ShopId | null;
  /** the cart counter (§4.5) */
  itemCount: number;
}

/** §7 blocks are stale after 180000 ms. */
export const BLOCKS_STALE_MS = 180_000;

/** §3.3 bloqueos / bloqueosOpciones row { I, T }; an unknown T counts as TODOS (blocked always). */
const blockWire = wireMap(
  wireObject({ I: wireInt, T: v.fallback(v.picklist(['TODOS', 'DOMI', 'LLEV']), 'TODOS') }),
  (b): CartBlock => ({ id: b.I, channel: b.T }),
);

/** data/getBloqueos answer: `data.bloqueos` and `data.bloqueosOpciones`. */
export const getBloqueosResponseSchema = wireAnswer(
  wireMap(
    wireObject({
      data: wireObject({
        bloqueos: wireListOrEmpty(blockWire),
        bloqueosOpciones: wireListOrEmpty(blockWire),
      }),
    }),
    ({ data }): CartBlocks => ({ products: data.bloqueos, options: data.bloqueosOpciones }),
  ),
);

/** §7 data/getBloqueos (multipart, guest): the blocks in force at a shop, chain-wide included. */
export function getBloqueos(shopId: ShopId | null): Promise<CartBlocks> {
  return apiRequest('data/getBloqueos', {
    multipart: true,
    guest: true,
    ...(shopId === null ? { empty: true } : { body: { idtda: shopId } }),
    schema: getBloqueosResponseSchema,
  });
}

/** §7 caching: stale after 180000 ms; a new cart item count or shop is a new query. */
export const blocksQueryOptions = (query: CartBlocksQuery) =>
  queryOptions({
    queryKey: ['cart', 'blocks', query.shopId, query.itemCount],
    queryFn: () => getBloqueos(query.shopId),
    staleTime: BLOCKS_STALE_MS,
  });
