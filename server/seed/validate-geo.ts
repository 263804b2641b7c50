import { geoPointInPolygon } from '../../src/domain/geo/geo-polygon.ts';
import type { ChainData } from './schema.ts';
import { show, type ChainIds, type ErrorReport } from './validate-ids.ts';

/**
 * Cross-reference checks of the geography in a chain file (docs/seed-format.md): cities,
 * colonias and shops in existing places, zones of existing shops, landmarks named once,
 * delivering shops inside their own zones and delivery points in existing zones.
 */

/** Cities, colonias and shops sit in existing departments and cities, and agree on them. */
function checkPlaces(err: ErrorReport, data: ChainData, { departments, cities }: ChainIds) {
  data.ciudades.forEach((city, index) => {
    if (!departments.has(city.D))
      err(`ciudades.${index}.D`, `el departamento ${show(city.D)} no existe`);
  });
  data.colonias.forEach((district, index) => {
    if (!cities.has(district.CI))
      err(`colonias.${index}.CI`, `la ciudad ${show(district.CI)} no existe`);
  });
  data.tiendas.forEach((shop, index) => {
    if (!departments.has(shop.DEP))
      err(`tiendas.${index}.DEP`, `el departamento ${show(shop.DEP)} no existe`);
    const cityIndex = cities.get(shop.CIU);
    if (cityIndex === undefined)
      err(`tiendas.${index}.CIU`, `la ciudad ${show(shop.CIU)} no existe`);
    else {
      const city = data.ciudades[cityIndex]!;
      if (departments.has(shop.DEP) && city.D !== shop.DEP)
        err(
          `tiendas.${index}.CIU`,
          `la ciudad ${show(shop.CIU)} pertenece al departamento ${show(city.D)}, no a ${show(shop.DEP)}`,
        );
    }
  });
}

/** Landmarks stand in existing cities, each name once (in any case). */
function checkLandmarks(err: ErrorReport, data: ChainData, cities: ChainIds['cities']) {
  const landmarkNames = new Map<string, number>();
  data.lugares.forEach((place, index) => {
    if (!cities.has(place.CI)) err(`lugares.${index}.CI`, `la ciudad ${show(place.CI)} no existe`);
    const key = place.N.trim().toLowerCase();
    const previous = landmarkNames.get(key);
    if (previous === undefined) landmarkNames.set(key, index);
    else err(`lugares.${index}.N`, `el lugar ${show(place.N)} está repetido (lugares.${previous})`);
  });
}

/** A shop that delivers stands inside one of its own zones: its own door is covered. */
function checkShopsInsideZones(err: ErrorReport, data: ChainData) {
  data.tiendas.forEach((shop, index) => {
    const own = data.zonas.filter((z) => z.IDTDA === shop.I && z.TIPO !== 'COL');
    const at = { latitude: shop.LAT, longitude: shop.LNG };
    if (own.length > 0 && !own.some((z) => geoPointInPolygon(at, z.POLIGONO)))
      err(
        `tiendas.${index}`,
        `la tienda ${show(shop.N)} (${shop.I}) queda fuera de todas sus zonas de reparto (${own.map((z) => z.CODIGO).join(', ')})`,
      );
  });
}

/** The geography's references, in the order the file lists its sections. */
export function crossCheckGeo(data: ChainData, ids: ChainIds): string[] {
  const errors: string[] = [];
  const err = (path: string, message: string) => errors.push(`${path}: ${message}`);
  checkPlaces(err, data, ids);
  const shopIds = new Set(data.tiendas.map((t) => t.I));
  data.zonas.forEach((zone, index) => {
    if (zone.IDTDA !== null && !shopIds.has(zone.IDTDA))
      err(`zonas.${index}.IDTDA`, `la tienda ${zone.IDTDA} no existe`);
  });
  checkLandmarks(err, data, ids.cities);
  checkShopsInsideZones(err, data);
  const zoneCodes = new Set(data.zonas.map((z) => z.CODIGO));
  data.puntosEntrega.forEach((point, index) => {
    if (!zoneCodes.has(point.CODZON))
      err(`puntosEntrega.${index}.CODZON`, `la zona ${show(point.CODZON)} no existe`);
  });
  return errors;
}
