import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { GeoPolygon } from '../../domain/geo/geo-polygon';
import type { GeoZone } from '../../domain/geo/geo-zone';
import type { ShopId } from '../../domain/shops/shop-id';
import { apiRequest } from '../request';
import {
  wireAnswer,
  wireFiniteNumber,
  wireHhmm,
  wireInt,
  wireIntOrNull,
  wireListOrEmpty,
  wireMap,
  wireObject,
  wireOrNull,
  wireText,
} from '../../protocol/wire';

/** §3.2 a shop's delivery extent: its shop area (TDA) and delivery zones (ZON). */
export interface ShopExtent {
  shopId: ShopId;
  name: string;
  zones: GeoZone[];
}

/** rings of [lng, lat] pairs, the outer ring first; at least one ring */
const polygonWire = wireMap(
  v.pipe(v.array(v.array(v.tuple([wireFiniteNumber, wireFiniteNumber]))), v.minLength(1)),
  (rings): GeoPolygon => rings,
);

const zoneWire = wireObject({
  CODIGO: v.pipe(wireText, v.minLength(1)),
  N: wireText,
  TIPO: v.picklist(['COL', 'ZON', 'TDA']),
  POLIGONO: polygonWire,
  RESTRICCION: wireIntOrNull,
  RESTRICCION_DESDE: wireOrNull(wireHhmm),
  RESTRICCION_HASTA: wireOrNull(wireHhmm),
});

/** geo/getExt answer (docs/protocol.md "Geo calls"): { IDTDA, N, zonas }; bad zones dropped. */
export const getExtResponseSchema = wireAnswer(
  wireMap(
    wireObject({
      data: wireObject({ IDTDA: wireInt, N: wireText, zonas: wireListOrEmpty(zoneWire) }),
    }),
    ({ data }): ShopExtent => ({
      shopId: data.IDTDA as ShopId,
      name: data.N,
      zones: data.zonas.map((z) => ({
        kind: z.TIPO,
        code: z.CODIGO,
        name: z.N,
        shopId: data.IDTDA as ShopId,
        polygon: z.POLIGONO,
        restrictionCode: z.RESTRICCION,
        restrictionWindow:
          z.RESTRICCION_DESDE !== null && z.RESTRICCION_HASTA !== null
            ? { from: z.RESTRICCION_DESDE, to: z.RESTRICCION_HASTA }
            : null,
      })),
    }),
  ),
);

/** §7 geo/getExt (guest): where a shop delivers. An unknown shop is a '01' warning. */
export function getExt(shopId: ShopId): Promise<ShopExtent> {
  return apiRequest('geo/getExt', {
    guest: true,
    body: { idtda: String(shopId) },
    schema: getExtResponseSchema,
  });
}

/** §7 default caching (5 minutes); keyed by the shop. */
export const shopExtentQueryOptions = (shopId: ShopId) =>
  queryOptions({
    queryKey: ['geo', 'extent', shopId],
    queryFn: () => getExt(shopId),
    staleTime: 5 * 60_000,
  });
