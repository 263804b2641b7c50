import { useState } from 'react';
import { geoPointRound, geoPointText, type GeoPoint } from '../../domain/geo/geo-point';
import { mapInitialView } from '../../domain/map/map-view';
import type { MapPlace } from '../../domain/map/place-search';
import { MapFrame } from './map-frame';
import { PlaceSearchBox } from './place-search-box';
import { useMapLabels } from './use-map-labels';
import { useMapLocate } from './use-map-locate';
import { mapGoTo, useMapPin } from './use-map-pin';
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

/** 'Usar mi ubicación': takes the map to the device's position. */
function LocateButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="map-picker__locate" onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        <circle cx="12" cy="12" r="7.5" fill="none" />
      </svg>
      Usar mi ubicación
    </button>
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
  const pin = useMapPin(map, initialView.center, value, onChange);
  useMapLabels(map, lib, places);
  const location = useMapLocate({ map, status, value, locateOnOpen, pin });

  // a search result moves the pin as a drag would: the map flies there, coverage is asked
  const choosePlace = (place: MapPlace) => {
    location.cancel();
    const point = geoPointRound(place);
    if (map) mapGoTo(map, point, 'flyTo');
    pin.commit(point);
  };

  // with no map drawn, the place shown is the one chosen
  const shown = status === 'ready' ? pin.center : (value ?? initialView.center);

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
          <LocateButton onClick={location.locate} />
        </div>
      </div>
      {location.error !== null && (
        <p className="map-picker__error" role="alert">
          {location.error}
        </p>
      )}
    </div>
  );
}
