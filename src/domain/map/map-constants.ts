import type { GeoPoint } from '../geo/geo-point';

/** §9 map: the closest zoom a map allows. */
export const MAP_ZOOM_MAX = 18;

/** §9 map: the farthest zoom a map allows. */
export const MAP_ZOOM_MIN = 6;

/** §9 map: zoom for a known place (an address, the customer's position). */
export const MAP_ZOOM_DEFAULT = 15;

/** §9 map: zoom when nothing is known yet (the default centre). */
export const MAP_ZOOM_INITIAL = 12;

/** §9 map: the closest zoom the order tracker fits to. */
export const MAP_ZOOM_TRACKER_MAX = 14;

/** §9 map: the closest zoom when a map is centred on places (shops fitted in view). */
export const MAP_ZOOM_CENTERED_MAX = 16;

/** §9 map animation, in milliseconds. */
export const MAP_ANIMATION_MS = 350;

/** §9 default centre: San Salvador. */
export const MAP_DEFAULT_CENTER: GeoPoint = Object.freeze({
  latitude: 13.6989,
  longitude: -89.1914,
});
