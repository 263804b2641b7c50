import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Channel } from '../../domain/menu';
import type { ProductId } from '../../domain/product-id';
import type { ShopId } from '../../domain/shops/shop-id';
import { apiRequest } from '../request';
import { wireAnswer, wireInt, wireList, wireMap, wireObject, wireText } from '../../protocol/wire';

/** §4.6 a suggested-sale product offered for the cart ('Agregá un gustito'). */
export interface SuggestedSaleItem {
  menuId: ProductId;
  /** §3.3 C of the product: a LLEV-only item is no suggestion for home delivery */
  channel: Channel;
}

/** §7 data/getVS read: the cart's suggestions and the geo-limited products allowed (§5.3). */
export interface SuggestedSale {
  suggestions: SuggestedSaleItem[];
  /** §5.3 menu ids with X = 2 the delivery place may sell (CartValidityInput.geoAllowedMenuIds) */
  geoAllowedMenuIds: ProductId[];
}

/** What data/getVS is asked about: the cart's menu ids and the delivery place's shop. */
export interface SuggestedSaleQuery {
  menuIds: readonly number[];
  /** the pickup shop or the coverage shop; null when no place is chosen yet */
  shopId: ShopId | null;
}

/** §7 suggested-sale requests are fresh for 5 s. */
export const SUGGESTED_SALE_STALE_MS = 5_000;

const rowWire = wireObject({
  C: v.fallback(v.picklist(['TODOS', 'DOMI', 'LLEV']), 'TODOS'),
  I: wireInt,
  T: wireText,
});

/** data/getVS answer (docs/protocol.md): rows { C, I, T }, T 'VS' a suggestion, 'GEO' allowed. */
export const getVsResponseSchema = wireAnswer(
  wireMap(wireObject({ data: wireList(rowWire) }), ({ data }): SuggestedSale => {
    const suggestions = new Map<ProductId, SuggestedSaleItem>();
    const allowed = new Set<ProductId>();
    for (const row of data) {
      const id = row.I as ProductId;
      if (row.T === 'VS' && !suggestions.has(id))
        suggestions.set(id, { menuId: id, channel: row.C });
      else if (row.T === 'GEO') allowed.add(id);
    }
    return { suggestions: [...suggestions.values()], geoAllowedMenuIds: [...allowed] };
  }),
);

/** Each menu id once, in cart order (a cart holds one row per unit of a simple product). */
const distinct = (ids: readonly number[]) => [...new Set(ids)];

/** §7 data/getVS (multipart, guest): suggestions for the cart and the shop's geo permissions. */
export function getVS(query: SuggestedSaleQuery): Promise<SuggestedSale> {
  return apiRequest('data/getVS', {
    multipart: true,
    guest: true,
    body: { ids: distinct(query.menuIds).join(','), idtda: query.shopId ?? undefined },
    schema: getVsResponseSchema,
  });
}

/** §7 caching: suggested-sale requests 5 s; keyed by the cart's menu ids and the shop. */
export const suggestedSaleQueryOptions = (query: SuggestedSaleQuery) =>
  queryOptions({
    queryKey: ['cart', 'suggested-sale', distinct(query.menuIds), query.shopId],
    queryFn: () => getVS(query),
    staleTime: SUGGESTED_SALE_STALE_MS,
  });
