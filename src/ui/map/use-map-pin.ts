import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { geoPointIsValid } from '../../domain/geo/geo-coordinates';
import { geoPointEquals, geoPointRound, type GeoPoint } from '../../domain/geo/geo-point';
import { MAP_ANIMATION_MS } from '../../domain/map/map-constants';
import { mapZoomForPlace } from '../../domain/map/map-view';

/** Takes the map to `point` at a place's zoom: flying (a search result) or easing. */
export function mapGoTo(map: MapLibreMap, point: GeoPoint, how: 'easeTo' | 'flyTo'): void {
  map[how]({
    center: [point.longitude, point.latitude],
    zoom: mapZoomForPlace(map.getZoom()),
    duration: MAP_ANIMATION_MS,
  });
}

export interface MapPin {
  /** the map's centre, under the pin, as last reported */
  center: GeoPoint;
  /** reports `point` as the chosen place (to onChange, unless it is `value` already) */
  commit: (point: GeoPoint) => void;
  /** the last place this picker reported, so its echo in `value` does not move the map */
  reported: RefObject<GeoPoint | null>;
}

/**
 * The place under MapPicker's fixed pin: every move the customer makes is reported (6
 * decimals), and a `value` changed from outside eases the map there.
 */
export function useMapPin(
  map: MapLibreMap | null,
  start: GeoPoint,
  value: GeoPoint | null,
  onChange: (point: GeoPoint) => void,
): MapPin {
  const [center, setCenter] = useState<GeoPoint>(start);
  const reported = useRef<GeoPoint | null>(null);

  const commit = (point: GeoPoint) => {
    setCenter(point);
    reported.current = point;
    if (!geoPointEquals(point, value)) onChange(point);
  };
  const report = useEffectEvent(commit);

  useEffect(() => {
    if (!map) return;
    const subscription = map.on('moveend', () => {
      const { lat, lng } = map.getCenter();
      report(geoPointRound({ latitude: lat, longitude: lng }));
    });
    return () => subscription.unsubscribe();
  }, [map]);

  useEffect(() => {
    if (!map || value === null || !geoPointIsValid(value)) return;
    if (geoPointEquals(value, reported.current)) return;
    const { lat, lng } = map.getCenter();
    if (geoPointEquals(value, { latitude: lat, longitude: lng })) return;
    mapGoTo(map, value, 'easeTo');
  }, [map, value]);

  return { center, commit, reported };
}
