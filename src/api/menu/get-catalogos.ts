import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Catalogs, Shop, ShopHours } from '../../domain/catalogs';
import { ApiError } from '../api-error';
import { apiRequest } from '../request';
import {
  wireHhmm,
  wireInt,
  wireIntOrNull,
  wireList,
  wireListOrEmpty,
  wireMap,
  wireNumber,
  wireText,
} from '../wire';

const coordinate = wireMap(z.catch(z.nullish(wireNumber), null), (v) => v ?? null);

const hoursWire = wireMap(
  z.object({
    IDTDA: z.catch(wireIntOrNull, null),
    I: z.catch(wireIntOrNull, null),
    DIA: z.pipe(wireInt, z.number().check(z.gte(0), z.lte(6))),
    HA: wireHhmm,
    HC: wireHhmm,
  }),
  (h): ShopHours => ({
    shopId: h.IDTDA ?? h.I,
    weekday: h.DIA,
    openingTime: h.HA,
    closingTime: h.HC,
  }),
);

const shopWire = wireMap(
  z.object({
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
    OPCIONES: z.catch(z.nullish(z.array(z.string())), null),
    HORARIOS: wireListOrEmpty(hoursWire),
  }),
  (s): Shop => ({
    id: s.I,
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
    hours: s.HORARIOS.map((h) => ({ ...h, shopId: h.shopId ?? s.I })),
  }),
);

/** data/getCatalogos answer (§3.2: departamentos, ciudades C D N, colonias C CI, tiendas, horariosTiendas). */
export const getCatalogosResponseSchema = wireMap(
  z.object({
    departamentos: wireListOrEmpty(z.object({ C: wireText, N: wireText })),
    ciudades: wireListOrEmpty(z.object({ C: wireText, D: wireText, N: wireText })),
    colonias: wireListOrEmpty(
      z.object({ C: wireText, CI: wireText, N: wireText, LAT: coordinate, LNG: coordinate }),
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
);

/** §7 data/getCatalogos; §8.2 a failed catalogue load yields null instead of an error. */
export async function getCatalogos(): Promise<Catalogs | null> {
  try {
    return await apiRequest('data/getCatalogos', {
      empty: true,
      schema: getCatalogosResponseSchema,
    });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** §7 default caching (5 minutes). */
export const catalogosQueryOptions = () =>
  queryOptions({ queryKey: ['catalogos'], queryFn: getCatalogos });
