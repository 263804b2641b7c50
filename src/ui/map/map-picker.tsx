import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MAP_ANIMATION_MS } from '../../domain/map/map-constants';
import { geoPointIsValid } from '../../domain/geo/geo-coordinates';
import {
  geoPointEquals,
  geoPointRound,
  geoPointText,
  type GeoPoint,
} from '../../domain/geo/geo-point';
import { mapInitialView, mapZoomForPlace } from '../../domain/map/map-view';
import type { MapPlace } from '../../domain/map/place-search';
import { GEOLOCATION_MESSAGES, geolocationLocate } from './geolocation';
import { MapFrame } from './map-frame';
import { PlaceSearchBox } from './place-search-box';
import { useMapLabels } from './use-map-labels';
import { useMaplibre } from './use-maplibre';

/** Accessible name of the map canvas: it takes focus and the arrow keys move it. */
export const MAP_PICKER_TITLE = 'Mapa: mueve el mapa para colocar el pin en tu ubicación';

export interface MapPickerProps {
  /** the chosen place, or null when none yet */
  value: GeoPoint | null;
  /** the map's centre (6 decimals) after every move the customer makes */
  onChange: (point: GeoPoint) => void;
  /** what the place is for, e.g. 'Ubicación de entrega' */
  label: string;
  /**
   * with no place chosen yet, start at the device's position as soon as the map is drawn
   * (the browser asks the customer the first time; never when they refused it before)
   */
  locateOnOpen?: boolean;
  /** the map's names, searched and drawn as labels; null while they load (or without them) */
  places?: readonly MapPlace[] | null;
  /** the names could not be read: the search says so */
  placesFailed?: boolean;
}

/** Whether the customer has not refused this site their location (the Permissions API). */
async function geolocationNotDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state !== 'denied';
  } catch {
    // no Permissions API: only a tap on the button asks
    return false;
  }
}

function FixedPin() {
  return (
    <svg className="map-pin" viewBox="0 0 36 48" aria-hidden="true" focusable="false">
      <path
        className="map-pin__body"
        d="M18 47C18 47 34 28.5 34 17.5A16 16 0 0 0 2 17.5C2 28.5 18 47 18 47Z"
      />
      <circle className="map-pin__dot" cx="18" cy="17.5" r="6" />
    </svg>
  );
}

/**
 * §2.2 / §3.2 choosing a place on a map: the pin stays in the middle and the map moves
 * under it (drag, zoom buttons, or arrow keys on the focused map). Opens on `value` at the
 * default zoom, else on San Salvador (§9); eases to `value` when it changes from outside;
 * 'Usar mi ubicación' goes to the device's position or shows the §8.2 message.
 */
export function MapPicker({
  value,
  onChange,
  label,
  locateOnOpen = false,
  places = null,
  placesFailed = false,
}: MapPickerProps) {
  const [initialView] = useState(() => mapInitialView(value));
  const { containerRef, status, map, lib } = useMaplibre({
    title: MAP_PICKER_TITLE,
    center: initialView.center,
    zoom: initialView.zoom,
  });
  const [center, setCenter] = useState<GeoPoint>(initialView.center);
  const [error, setError] = useState<string | null>(null);
  // the last place this picker reported, so its echo in `value` does not move the map
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
    map.easeTo({
      center: [value.longitude, value.latitude],
      zoom: mapZoomForPlace(map.getZoom()),
      duration: MAP_ANIMATION_MS,
    });
  }, [map, value]);

  // each request for the position; an older one that answers late is ignored
  const asked = useRef(0);
  const locate = async (fresh: boolean) => {
    const request = ++asked.current;
    const before = reported.current;
    if (fresh) setError(null);
    try {
      // the button asks for a fresh fix: the customer may have moved since the last one
      const point = geoPointRound(await geolocationLocate(fresh ? { maximumAge: 0 } : {}));
      // a position nobody pressed for gives way to a map the customer moved meanwhile
      if (request !== asked.current || (!fresh && reported.current !== before)) return;
      if (map) {
        map.easeTo({
          center: [point.longitude, point.latitude],
          zoom: mapZoomForPlace(map.getZoom()),
          duration: MAP_ANIMATION_MS,
        });
      }
      // reported at once: without a map (it failed to load) nothing else would
      commit(point);
    } catch (e) {
      // unasked, a failure stays quiet: the button is there to try and say why
      if (request !== asked.current || !fresh) return;
      setError(e instanceof Error ? e.message : GEOLOCATION_MESSAGES.unavailable);
    }
  };
  const useMyLocation = () => void locate(true);

  useMapLabels(map, lib, places);
  // a search result moves the pin as a drag would: the map flies there, coverage is asked
  const choosePlace = (place: MapPlace) => {
    asked.current++;
    const point = geoPointRound(place);
    setError(null);
    if (map) {
      map.flyTo({
        center: [point.longitude, point.latitude],
        zoom: mapZoomForPlace(map.getZoom()),
        duration: MAP_ANIMATION_MS,
      });
    }
    commit(point);
  };

  // a first visit starts where the customer is, one tap fewer; a moved map or a tap wins
  const locateFirst = useEffectEvent(() => {
    if (value === null) void locate(false);
  });
  useEffect(() => {
    if (status !== 'ready' || !locateOnOpen) return;
    let live = true;
    void geolocationNotDenied().then((allowed) => {
      if (allowed && live) locateFirst();
    });
    return () => {
      live = false;
    };
  }, [status, locateOnOpen]);

  // with no map drawn, the place shown is the one chosen
  const shown = status === 'ready' ? center : (value ?? initialView.center);

  return (
    <div className="map-picker" role="group" aria-label={label}>
      <div className="map-picker__stage">
        {/* above the map; on phones over its top edge, so the fields below stay in sight */}
        <PlaceSearchBox places={places} failed={placesFailed} onChoose={choosePlace} />
        <MapFrame
          containerRef={containerRef}
          status={status}
          center={geoPointText(shown)}
          className="map-picker__frame"
        >
          <FixedPin />
        </MapFrame>
        <div className="map-picker__actions">
          <button type="button" className="map-picker__locate" onClick={useMyLocation}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="4" />
              <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
              <circle cx="12" cy="12" r="7.5" fill="none" />
            </svg>
            Usar mi ubicación
          </button>
        </div>
      </div>
      {error !== null && (
        <p className="map-picker__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
