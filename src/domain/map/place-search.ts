import Fuse, { type IFuseOptions } from 'fuse.js';
import type { GeoPoint } from '../geo/geo-point';
import { normalizeText } from '../slug';

/** Issue 20: what a place of the map's names is. */
export type MapPlaceKind = 'colonia' | 'distrito' | 'lugar' | 'tienda' | 'calle';

/** A name of the map (/map/data/places.geojson): where a search result takes the pin. */
export interface MapPlace extends GeoPoint {
  id: number;
  kind: MapPlaceKind;
  name: string;
  /** where it is: the city of a colonia or landmark, the department of a district, a shop's address */
  detail: string;
  /** other words it is searched by ('UCA', 'Monumento al Divino Salvador del Mundo') */
  words: string;
}

/** The search acts from this many characters (spaces and accents aside). */
export const PLACE_SEARCH_MIN_CHARS = 2;
/** At most this many results are offered. */
export const PLACE_SEARCH_LIMIT = 8;
/** §9 fuzzy score threshold 35 %, as the shops search. */
export const PLACE_SEARCH_THRESHOLD = 0.35;

/** How each kind reads beside a result. */
export const PLACE_KIND_LABEL: Record<MapPlaceKind, string> = {
  colonia: 'Colonia',
  distrito: 'Distrito',
  lugar: 'Lugar',
  tienda: 'Tienda',
  calle: 'Calle',
};

/** Places where people live first: the search is for a delivery address. */
const KIND_ORDER: Record<MapPlaceKind, number> = {
  colonia: 0,
  distrito: 1,
  lugar: 2,
  tienda: 3,
  calle: 4,
};

interface PlaceDoc {
  place: MapPlace;
  name: string;
  words: string;
  text: string;
}

const fuseOptions: IFuseOptions<PlaceDoc> = {
  // one field: Fuse weighs several keys by raising scores to their share, failing near misses
  keys: ['text'],
  threshold: PLACE_SEARCH_THRESHOLD,
  ignoreLocation: true,
  includeScore: true,
};

const indexCache = new WeakMap<readonly MapPlace[], { docs: PlaceDoc[]; fuse: Fuse<PlaceDoc> }>();

function indexFor(places: readonly MapPlace[]) {
  let index = indexCache.get(places);
  if (!index) {
    const docs = places.map((place) => {
      const name = normalizeText(place.name);
      const words = normalizeText(place.words);
      return { place, name, words, text: words === '' ? name : `${name} ${words}` };
    });
    index = { docs, fuse: new Fuse(docs, fuseOptions) };
    indexCache.set(places, index);
  }
  return index;
}

/** Whether a query is long enough to search. */
export function placeQueryReady(query: string): boolean {
  return normalizeText(query).length >= PLACE_SEARCH_MIN_CHARS;
}

/** 0: a word of the name starts with the query; 1: the name or words hold it; 2: fuzzy only. */
function tier(doc: PlaceDoc, query: string): number {
  if (` ${doc.name}`.includes(` ${query}`)) return 0;
  if (doc.name.includes(query) || doc.words.includes(query)) return 1;
  return 2;
}

/**
 * Issue 20 the map's address search: case- and accent-insensitive, typo-tolerant (fuzzy,
 * score at most 0.35) over the names and their other words. Names with a word starting with
 * the query come first, then names or words holding it, then near misses; within each,
 * colonias before districts, landmarks, shops and roads, then the better score, then the
 * name. Fewer than 2 characters find nothing.
 */
export function placeSearch(
  places: readonly MapPlace[],
  query: string,
  limit = PLACE_SEARCH_LIMIT,
): MapPlace[] {
  const q = normalizeText(query);
  if (q.length < PLACE_SEARCH_MIN_CHARS) return [];
  const { docs, fuse } = indexFor(places);
  const scored = new Map<PlaceDoc, number>();
  for (const r of fuse.search(q)) {
    if ((r.score ?? 1) <= PLACE_SEARCH_THRESHOLD) scored.set(r.item, r.score ?? 0);
  }
  // an exact substring always counts, however long the name (the fuzzy score may not)
  for (const doc of docs) if (tier(doc, q) < 2 && !scored.has(doc)) scored.set(doc, 0);
  // a road is named at many points along it: one result per kind and name, the first
  const seen = new Set<string>();
  const unique = docs.filter((doc) => {
    const key = `${doc.place.kind}/${doc.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .filter((doc) => scored.has(doc))
    .map((doc) => ({ doc, score: scored.get(doc)!, tier: tier(doc, q) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        KIND_ORDER[a.doc.place.kind] - KIND_ORDER[b.doc.place.kind] ||
        a.score - b.score ||
        a.doc.name.localeCompare(b.doc.name),
    )
    .slice(0, limit)
    .map(({ doc }) => doc.place);
}
