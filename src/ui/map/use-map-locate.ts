import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { geoPointRound, type GeoPoint } from '../../domain/geo/geo-point';
import { GEOLOCATION_MESSAGES, geolocationLocate } from './geolocation';
import { mapGoTo, type MapPin } from './use-map-pin';
import type { MapStatus } from './use-maplibre';

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

interface MapLocateSetup {
  map: MapLibreMap | null;
  status: MapStatus;
  value: GeoPoint | null;
  locateOnOpen: boolean;
  pin: Pick<MapPin, 'commit' | 'reported'>;
}

export interface MapLocate {
  /** the §8.2 message of the last failed 'Usar mi ubicación', or null */
  error: string | null;
  /** 'Usar mi ubicación': a fresh fix of the device's position */
  locate: () => void;
  /** another choice wins: a position still on its way is ignored and the message cleared */
  cancel: () => void;
}

/**
 * The device's position on MapPicker's map: asked for by the button (a failure says why),
 * and, with `locateOnOpen`, once the map is drawn when no place is chosen yet and the
 * customer has not refused it before (a failure then stays quiet).
 */
export function useMapLocate({ map, status, value, locateOnOpen, pin }: MapLocateSetup): MapLocate {
  const [error, setError] = useState<string | null>(null);
  // each request for the position; an older one that answers late is ignored
  const asked = useRef(0);
  const locate = async (fresh: boolean) => {
    const request = ++asked.current;
    const before = pin.reported.current;
    if (fresh) setError(null);
    try {
      // the button asks for a fresh fix: the customer may have moved since the last one
      const point = geoPointRound(await geolocationLocate(fresh ? { maximumAge: 0 } : {}));
      // a position nobody pressed for gives way to a map the customer moved meanwhile
      if (request !== asked.current || (!fresh && pin.reported.current !== before)) return;
      if (map) mapGoTo(map, point, 'easeTo');
      // reported at once: without a map (it failed to load) nothing else would
      pin.commit(point);
    } catch (e) {
      // unasked, a failure stays quiet: the button is there to try and say why
      if (request !== asked.current || !fresh) return;
      setError(e instanceof Error ? e.message : GEOLOCATION_MESSAGES.unavailable);
    }
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

  const cancel = () => {
    asked.current++;
    setError(null);
  };
  return { error, locate: () => void locate(true), cancel };
}
