import { queryOptions } from '@tanstack/react-query';
import { geoPointIsValid } from '../../domain/geo/geo-coordinates';
import type { MapPlace, MapPlaceKind } from '../../domain/map/place-search';

/** Where the server serves the map's names (server/map, from the loaded chain). */
export const MAP_PLACES_PATH = '/map/data/places.geojson';

const KINDS: readonly MapPlaceKind[] = ['colonia', 'distrito', 'lugar', 'tienda', 'calle'];

const isKind = (kind: unknown): kind is MapPlaceKind => KINDS.includes(kind as MapPlaceKind);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const textOr = (value: unknown) => (typeof value === 'string' ? value : '');

/** One feature as a place, or null when it does not read as a named point. */
function placeOf(raw: unknown): MapPlace | null {
  if (!isRecord(raw) || !isRecord(raw.geometry) || !isRecord(raw.properties)) return null;
  const { id, geometry, properties } = raw;
  const [longitude, latitude] = Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
  const { kind, name } = properties;
  if (typeof id !== 'number' || geometry.type !== 'Point' || !isKind(kind)) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!geoPointIsValid({ latitude, longitude })) return null;
  const detail = textOr(properties.detail);
  return { id, kind, name, detail, words: textOr(properties.words), latitude, longitude };
}

/**
 * The places file: features that do not read as a named point are left out (read by hand:
 * the schema helpers it would need are not on the first screen's scripts).
 */
export function mapPlacesRead(json: unknown): MapPlace[] {
  if (!isRecord(json) || !Array.isArray(json.features))
    throw new Error('Lista de lugares del mapa inválida');
  return json.features.map(placeOf).filter((place): place is MapPlace => place !== null);
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
      // a static map file, not a protocol call: plain fetch (the service worker may answer it)
      const res = await fetch(MAP_PLACES_PATH, { signal });
      if (!res.ok) throw new Error(`Lugares del mapa: ${res.status}`);
      return mapPlacesRead(await res.json());
    },
    staleTime: Infinity,
  });
