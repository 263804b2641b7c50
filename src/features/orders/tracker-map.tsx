import type { GeoJSONSource, GeoJSONSourceSpecification, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { MAP_ANIMATION_MS, MAP_ZOOM_TRACKER_MAX } from '../../domain/map/map-constants';
import { mapBoundsOf } from '../../domain/map/map-view';
import { MapFrame } from '../../ui/map/map-frame';
import { useMaplibre } from '../../ui/map/use-maplibre';
import type { TrackerMapProps } from './tracker-map-types';

const ROUTE_SOURCE = 'tracker-route';
const FIT_PADDING = 56;

const PIN_SVG =
  '<svg viewBox="0 0 28 36" aria-hidden="true" focusable="false">' +
  '<path class="tracker-marker__body" d="M14 35S26 21.5 26 13A12 12 0 0 0 2 13C2 21.5 14 35 14 35Z"/>' +
  '<circle class="tracker-marker__dot" cx="14" cy="13" r="4.5"/></svg>';
const DRIVER_SVG =
  '<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<circle class="tracker-marker__body" cx="16" cy="16" r="14"/>' +
  '<path class="tracker-marker__glyph" d="M9 19h14l-2-6h-6l-2 3H9zM11 21a1.5 1.5 0 1 0 .01 0M21 21a1.5 1.5 0 1 0 .01 0"/></svg>';

/** A marker the keyboard passes over: an image with a name, not a control. */
function markerElement(kind: 'shop' | 'destination' | 'driver', label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `tracker-marker tracker-marker--${kind}`;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.title = label;
  element.innerHTML = kind === 'driver' ? DRIVER_SVG : PIN_SVG;
  return element;
}

/** The route as a line; fewer than two points draw nothing yet. */
function routeData(route: TrackerMapProps['route']): GeoJSONSourceSpecification['data'] {
  if (route.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: route.map((p) => [p.longitude, p.latitude]) },
  };
}

function brandColor(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim();
  return value === '' ? '#c8102e' : value;
}

/**
 * §2.1 / §9 the tracker's map: the shop, the destination and the driver as named markers,
 * the route so far as a line, fitted to them up to the tracker's zoom (14); the map follows
 * the driver when the driver leaves the view.
 */
export function TrackerMap({ shopName, shop, destination, route, driver }: TrackerMapProps) {
  const [bounds] = useState(() =>
    mapBoundsOf([shop, ...(destination ? [destination] : []), ...(driver ? [driver] : [])]),
  );
  const { containerRef, status, map, lib } = useMaplibre({
    title: 'Mapa del seguimiento de tu pedido',
    center: destination ?? shop,
    zoom: MAP_ZOOM_TRACKER_MAX,
    bounds,
    fitPadding: FIT_PADDING,
    fitMaxZoom: MAP_ZOOM_TRACKER_MAX,
  });
  const driverMarker = useRef<Marker | null>(null);

  useEffect(() => {
    if (!map || !lib) return;
    const placed = [
      new lib.Marker({ element: markerElement('shop', `Tienda: ${shopName}`), anchor: 'bottom' })
        .setLngLat([shop.longitude, shop.latitude])
        .addTo(map),
    ];
    if (destination) {
      placed.push(
        new lib.Marker({
          element: markerElement('destination', 'Lugar de entrega'),
          anchor: 'bottom',
        })
          .setLngLat([destination.longitude, destination.latitude])
          .addTo(map),
      );
    }
    return () => {
      for (const marker of placed) marker.remove();
    };
  }, [map, lib, shopName, shop.latitude, shop.longitude, destination]);

  useEffect(() => {
    if (!map) return;
    const data = routeData(route);
    const source = map.getSource<GeoJSONSource>(ROUTE_SOURCE);
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource(ROUTE_SOURCE, { type: 'geojson', data });
    map.addLayer({
      id: ROUTE_SOURCE,
      type: 'line',
      source: ROUTE_SOURCE,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': brandColor(), 'line-width': 4, 'line-opacity': 0.75 },
    });
  }, [map, route]);

  useEffect(() => {
    if (!map || !lib) return;
    if (!driver) {
      driverMarker.current?.remove();
      driverMarker.current = null;
      return;
    }
    const at: [number, number] = [driver.longitude, driver.latitude];
    if (driverMarker.current) driverMarker.current.setLngLat(at);
    else {
      driverMarker.current = new lib.Marker({ element: markerElement('driver', 'Tu repartidor') })
        .setLngLat(at)
        .addTo(map);
    }
    if (!map.getBounds().contains(at)) map.easeTo({ center: at, duration: MAP_ANIMATION_MS });
  }, [map, lib, driver]);

  useEffect(
    () => () => {
      driverMarker.current?.remove();
      driverMarker.current = null;
    },
    [],
  );

  return <MapFrame containerRef={containerRef} status={status} className="tracker-map" />;
}
