import type { ChainData } from '../seed/schema.ts';
import type { MapFeature, MapFeatureCollection } from './geojson.ts';
import { ROADS } from './roads.ts';

/**
 * The names of the map (issue 20): what the delivery map's search finds and its labels
 * show, from the loaded chain — colonias, districts (the chain's cities, at the middle of
 * their colonias), landmarks (`lugares`) and shops — and the main roads the map draws.
 * Points with `kind`, `name`, `detail` (where it is, shown under a search result) and
 * `words` (other names it is searched by).
 */

export type MapPlaceKind = 'colonia' | 'distrito' | 'lugar' | 'tienda' | 'calle';

type PlacesSource = Pick<ChainData, 'departamentos' | 'ciudades' | 'colonias' | 'tiendas'> & {
  lugares?: ChainData['lugares'];
};

const point = (
  kind: MapPlaceKind,
  name: string,
  detail: string,
  words: string,
  [lng, lat]: [number, number],
): MapFeature => ({
  type: 'Feature',
  properties: { kind, name, detail, words },
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The roads' label points: the middle of each segment, so that a road crossing the view is
 * named wherever it is seen (the search keeps the first of each name).
 */
function roadPlaces(): MapFeature[] {
  return ROADS.flatMap((road) =>
    road.line.slice(1).map((b, i) => {
      const a = road.line[i]!;
      const at: [number, number] = [round6((a[0] + b[0]) / 2), round6((a[1] + b[1]) / 2)];
      return point('calle', road.name, road.ref ?? '', road.ref ?? '', at);
    }),
  );
}

/** Every name of the map as points, numbered in order (colonias, districts, landmarks, shops, roads). */
export function placesFeatureCollection(chain: PlacesSource): MapFeatureCollection {
  const cityName = new Map(chain.ciudades.map((c) => [c.C, c.N]));
  const departmentName = new Map(chain.departamentos.map((d) => [d.C, d.N]));
  const colonias = chain.colonias.map((c) =>
    point('colonia', c.N, cityName.get(c.CI) ?? '', '', [c.LNG, c.LAT]),
  );
  const districts = chain.ciudades.flatMap((city) => {
    const own = chain.colonias.filter((c) => c.CI === city.C);
    if (own.length === 0) return [];
    const lng = round6(own.reduce((t, c) => t + c.LNG, 0) / own.length);
    const lat = round6(own.reduce((t, c) => t + c.LAT, 0) / own.length);
    return [point('distrito', city.N, departmentName.get(city.D) ?? '', '', [lng, lat])];
  });
  const landmarks = (chain.lugares ?? []).map((l) =>
    point('lugar', l.N, cityName.get(l.CI) ?? '', l.ALIAS, [l.LNG, l.LAT]),
  );
  const shops = chain.tiendas.map((t) => point('tienda', t.N, t.DIR, t.D ?? '', [t.LNG, t.LAT]));
  const features = [...colonias, ...districts, ...landmarks, ...shops, ...roadPlaces()];
  return {
    type: 'FeatureCollection',
    features: features.map((f, i) => ({ ...f, id: i + 1 })),
  };
}
