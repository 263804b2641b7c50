import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '../../domain/map/map-constants';
import type { GeoPoint } from '../../domain/geo/geo-point';
import type { MapBounds } from '../../domain/map/map-view';
import { maplibreLoad, type MapLibreModule } from './maplibre-load';
import { mapStyleLoad } from './map-style-load';

export type MapStatus = 'loading' | 'ready' | 'failed';

/** How a map opens; read once, when it is created. */
export interface MapSetup {
  /** accessible name of the map canvas, which takes focus and pans with the arrow keys */
  title: string;
  center: GeoPoint;
  zoom: number;
  /** when given, the map opens fitted to these bounds instead of center and zoom */
  bounds?: MapBounds | null;
  fitPadding?: number;
  fitMaxZoom?: number;
}

export interface MapHandle {
  /** the element the map draws into: give it a size */
  containerRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  /** the map once its style has loaded ('ready'), else null */
  map: MapLibreMap | null;
  lib: MapLibreModule | null;
}

/** The map's own controls in Spanish. */
const LOCALE: Record<string, string> = {
  'NavigationControl.ZoomIn': 'Acercar',
  'NavigationControl.ZoomOut': 'Alejar',
  'NavigationControl.ResetBearing': 'Orientar al norte',
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar créditos del mapa',
  'AttributionControl.MapFeedback': 'Comentarios sobre el mapa',
  'LogoControl.Title': 'Logo de MapLibre',
  'Marker.Title': 'Marcador del mapa',
  'Popup.Close': 'Cerrar',
};

interface State {
  status: MapStatus;
  map: MapLibreMap | null;
  lib: MapLibreModule | null;
}

/**
 * §9 map: creates a map in the container once the library has loaded (lazily, see
 * maplibreLoad), north up with zoom buttons, zoom limited to MAP_ZOOM_MIN..MAP_ZOOM_MAX,
 * and removes it on unmount. 'failed' when the library, WebGL or the style cannot load;
 * a data file or tile that fails later does not stop the map.
 */
export function useMaplibre(setup: MapSetup): MapHandle {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [initial] = useState(setup);
  const [state, setState] = useState<State>({ status: 'loading', map: null, lib: null });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    let ready = false;
    let map: MapLibreMap | null = null;
    const fail = () => {
      if (disposed) return;
      map?.remove();
      map = null;
      setState({ status: 'failed', map: null, lib: null });
    };

    maplibreLoad()
      .then(async (lib) => ({ lib, style: await mapStyleLoad(lib) }))
      .then(({ lib, style }) => {
        if (disposed) return;
        try {
          map = new lib.Map({
            container,
            style,
            center: [initial.center.longitude, initial.center.latitude],
            zoom: initial.zoom,
            ...(initial.bounds
              ? {
                  bounds: initial.bounds,
                  fitBoundsOptions: {
                    padding: initial.fitPadding ?? 0,
                    maxZoom: initial.fitMaxZoom ?? MAP_ZOOM_MAX,
                  },
                }
              : {}),
            minZoom: MAP_ZOOM_MIN,
            maxZoom: MAP_ZOOM_MAX,
            dragRotate: false,
            pitchWithRotate: false,
            touchPitch: false,
            keyboard: true,
            locale: { ...LOCALE, 'Map.Title': initial.title },
          });
        } catch {
          // no WebGL 2 (old device, disabled GPU): the page goes on without the map
          fail();
          return;
        }
        const created = map;
        created.touchZoomRotate.disableRotation();
        created.keyboard.disableRotation();
        created.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
        created.on('error', (event) => {
          if (ready || 'sourceId' in event || 'tile' in event) return;
          fail();
        });
        created.once('load', () => {
          if (disposed) return;
          ready = true;
          setState({ status: 'ready', map: created, lib });
        });
      }, fail);

    return () => {
      disposed = true;
      map?.remove();
      map = null;
    };
  }, [initial]);

  return { containerRef, ...state };
}
