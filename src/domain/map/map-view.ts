import {
  MAP_DEFAULT_CENTER,
  MAP_ZOOM_DEFAULT,
  MAP_ZOOM_INITIAL,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
} from './map-constants';
import { geoPointIsValid } from '../geo/geo-coordinates';
import { geoPointRound, type GeoPoint } from '../geo/geo-point';

/** Where a map looks: its centre and zoom. */
export interface MapView {
  center: GeoPoint;
  zoom: number;
}

/** [[west, south], [east, north]] in degrees, as maps take bounds. */
export type MapBounds = [[number, number], [number, number]];

/** §9 a zoom kept between MAP_ZOOM_MIN and MAP_ZOOM_MAX (a bad number gives the initial zoom). */
export function mapZoomClamp(zoom: number): number {
  if (!Number.isFinite(zoom)) return MAP_ZOOM_INITIAL;
  return Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, zoom));
}

/**
 * §9 a picker's first view: the chosen place at the default zoom, or San Salvador at the
 * initial zoom when there is none (or it is not a usable point).
 */
export function mapInitialView(value: GeoPoint | null): MapView {
  if (value !== null && geoPointIsValid(value)) {
    return { center: geoPointRound(value), zoom: MAP_ZOOM_DEFAULT };
  }
  return { center: MAP_DEFAULT_CENTER, zoom: MAP_ZOOM_INITIAL };
}

/**
 * §9 the zoom to ease to when the place changes from outside (e.g. the device's position):
 * at least the default zoom, never farther out than the person already is.
 */
export function mapZoomForPlace(currentZoom: number): number {
  return mapZoomClamp(Math.max(currentZoom, MAP_ZOOM_DEFAULT));
}

/** §2.11 the box around the given places (unusable points skipped), or null when none. */
export function mapBoundsOf(points: readonly GeoPoint[]): MapBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const p of points) {
    if (!geoPointIsValid(p)) continue;
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
  }
  if (west === Infinity) return null;
  return [
    [west, south],
    [east, north],
  ];
}
