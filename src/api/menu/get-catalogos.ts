import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Catalogs, Shop, ShopHours } from '../../domain/catalogs';
import type { ShopId } from '../../domain/shops/shop-id';
import { ApiError } from '../api-error';
import { apiRequest } from '../request';
import {
  wireAnswer,
  wireHhmm,
  wireInt,
  wireIntOrNull,
  wireList,
  wireListOrEmpty,
  wireMap,
  wireNumber,
  wireObject,
  wireOrNull,
  wireText,
} from '../../protocol/wire';

const coordinate = wireOrNull(wireNumber);

const hoursWire = wireMap(
  wireObject({
    IDTDA: v.fallback(wireIntOrNull, null),
    I: v.fallback(wireIntOrNull, null),
    DIA: v.pipe(wireInt, v.minValue(0), v.maxValue(6)),
    HA: wireHhmm,
    HC: wireHhmm,
  }),
  (h): ShopHours => ({
    shopId: (h.IDTDA ?? h.I) as ShopId | null,
    weekday: h.DIA,
    openingTime: h.HA,
    closingTime: h.HC,
  }),
);

const shopWire = wireMap(
  wireObject({
    I: wireInt,
    CODIGO: wireText,
    N: wireText,
    D: wireText,
    DEP: wireText,
    CIU: wireText,
    LAT: coordinate,
    LNG: coordinate,
    DIR: wireText,
    BUSQUEDA: wireText,
    OPCIONES: wireOrNull(v.array(v.string())),
    HORARIOS: wireListOrEmpty(hoursWire),
  }),
  (s): Shop => ({
    id: s.I as ShopId,
    code: s.CODIGO,
    name: s.N,
    description: s.D,
    regionCode: s.DEP,
    cityCode: s.CIU,
    latitude: s.LAT,
    longitude: s.LNG,
    completeAddress: s.DIR,
    searchString: s.BUSQUEDA,
    pickupOptions: s.OPCIONES ?? [],
    hours: s.HORARIOS.map((h) => ({ ...h, shopId: h.shopId ?? (s.I as ShopId) })),
  }),
);

/** data/getCatalogos answer (§3.2: departamentos, ciudades C D N, colonias C CI, tiendas, horariosTiendas). */
export const getCatalogosResponseSchema = wireAnswer(
  wireMap(
    wireObject({
      departamentos: wireListOrEmpty(wireObject({ C: wireText, N: wireText })),
      ciudades: wireListOrEmpty(wireObject({ C: wireText, D: wireText, N: wireText })),
      colonias: wireListOrEmpty(
        wireObject({ C: wireText, CI: wireText, N: wireText, LAT: coordinate, LNG: coordinate }),
      ),
      tiendas: wireList(shopWire),
      horariosTiendas: wireListOrEmpty(hoursWire),
    }),
    (r): Catalogs => ({
      departments: r.departamentos.map((d) => ({ code: d.C, name: d.N })),
      cities: r.ciudades.map((c) => ({ code: c.C, regionCode: c.D, name: c.N })),
      districts: r.colonias.map((d) => ({
        code: d.C,
        cityCode: d.CI,
        name: d.N,
        latitude: d.LAT,
        longitude: d.LNG,
      })),
      // hours come inside each shop or flattened in horariosTiendas
      shops: r.tiendas.map((shop) =>
        shop.hours.length > 0
          ? shop
          : { ...shop, hours: r.horariosTiendas.filter((h) => h.shopId === shop.id) },
      ),
      shopHours: r.horariosTiendas,
    }),
  ),
);

/**
 * §7 data/getCatalogos; §8.2 a failed catalogue load yields null instead of an error. With
 * no connection it throws instead, so a refetch offline keeps the last catalogues cached.
 */
export async function getCatalogos(): Promise<Catalogs | null> {
  try {
    return await apiRequest('data/getCatalogos', {
      empty: true,
      schema: getCatalogosResponseSchema,
    });
  } catch (error) {
    const unreachable =
      error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
    if (error instanceof ApiError && !unreachable) return null;
    throw error;
  }
}

/** §7 default caching (5 minutes). */
export const catalogosQueryOptions = () =>
  queryOptions({ queryKey: ['catalogos'], queryFn: getCatalogos });
