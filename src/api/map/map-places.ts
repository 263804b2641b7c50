import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { geoPointIsValid } from '../../domain/geo/geo-coordinates';
import type { MapPlace, MapPlaceKind } from '../../domain/map/place-search';
import { transportFetch } from '../transport';

/** Where the server serves the map's names (server/map, from the loaded chain). */
export const MAP_PLACES_PATH = '/map/data/places.geojson';

const KINDS: readonly MapPlaceKind[] = ['colonia', 'distrito', 'lugar', 'tienda', 'calle'];

const featureSchema = v.object({
  id: v.number(),
  geometry: v.object({ type: v.literal('Point'), coordinates: v.tuple([v.number(), v.number()]) }),
  properties: v.object({
    kind: v.picklist(KINDS),
    name: v.pipe(v.string(), v.nonEmpty()),
    detail: v.fallback(v.string(), ''),
    words: v.fallback(v.string(), ''),
  }),
});

/** The places file: features that do not read as a named point are left out. */
export function mapPlacesRead(json: unknown): MapPlace[] {
  const features = v.safeParse(v.object({ features: v.array(v.unknown()) }), json);
  if (!features.success) throw new Error('Lista de lugares del mapa inválida');
  const places: MapPlace[] = [];
  for (const raw of features.output.features) {
    const f = v.safeParse(featureSchema, raw);
    if (!f.success) continue;
    const [longitude, latitude] = f.output.geometry.coordinates;
    if (!geoPointIsValid({ latitude, longitude })) continue;
    places.push({ id: f.output.id, ...f.output.properties, latitude, longitude });
  }
  return places;
}

/**
 * Issue 20 the names the delivery map searches and labels. The service worker keeps the last
 * copy of /map/* (stale-while-revalidate), so a map opened once searches offline too; kept
 * for the session once read.
 */
export const mapPlacesQueryOptions = () =>
  queryOptions({
    queryKey: ['map', 'places'],
    queryFn: async ({ signal }) => {
      const res = await transportFetch(MAP_PLACES_PATH, { signal });
      if (!res.ok) throw new Error(`Lugares del mapa: ${res.status}`);
      return mapPlacesRead(await res.json());
    },
    staleTime: Infinity,
  });
