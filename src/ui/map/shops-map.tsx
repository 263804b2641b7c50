import type { Marker } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  MAP_ANIMATION_MS,
  MAP_DEFAULT_CENTER,
  MAP_ZOOM_CENTERED_MAX,
  MAP_ZOOM_INITIAL,
} from '../../domain/map/map-constants';
import { mapBoundsOf } from '../../domain/map/map-view';
import { MapFrame } from './map-frame';
import { useMaplibre } from './use-maplibre';

/** A shop as the map shows it (§3.2). */
export interface ShopsMapShop {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface ShopsMapProps {
  shops: readonly ShopsMapShop[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** accessible name of the map canvas */
  label?: string;
}

/** The shops layer of the offline style (server/map), hidden under the markers. */
const STYLE_SHOPS_LAYER = 'shops';

/** Room around the shops when the map fits them, in pixels. */
const FIT_PADDING = 40;

const MARKER_SVG =
  '<svg viewBox="0 0 28 36" aria-hidden="true" focusable="false">' +
  '<path class="shops-map__marker-body" d="M14 35S26 21.5 26 13A12 12 0 0 0 2 13C2 21.5 14 35 14 35Z"/>' +
  '<circle class="shops-map__marker-dot" cx="14" cy="13" r="4.5"/></svg>';

const listKey = (shops: readonly ShopsMapShop[]) =>
  shops.map((s) => `${s.id}:${s.name}:${s.latitude}:${s.longitude}`).join('|');

/** The same list while its content is the same, so a new array alone does not re-fit. */
function useStableShops(shops: readonly ShopsMapShop[]): readonly ShopsMapShop[] {
  const key = listKey(shops);
  const [current, setCurrent] = useState({ key, shops });
  if (current.key !== key) {
    setCurrent({ key, shops });
    return shops;
  }
  return current.shops;
}

interface ShopMarker {
  marker: Marker;
  button: HTMLButtonElement;
  shop: ShopsMapShop;
}

/**
 * §2.11 the shops on a map: one button per shop (its name as the accessible name, so the
 * markers can be reached with the keyboard), fitted to the shops shown and re-fitted when
 * the list changes (at most MAP_ZOOM_CENTERED_MAX); the selected shop stands out.
 */
export function ShopsMap({
  shops,
  selectedId,
  onSelect,
  label = 'Mapa de tiendas',
}: ShopsMapProps) {
  const list = useStableShops(shops);
  const [fitted] = useState(list);
  const { containerRef, status, map, lib } = useMaplibre({
    title: label,
    center: MAP_DEFAULT_CENTER,
    zoom: MAP_ZOOM_INITIAL,
    bounds: mapBoundsOf(fitted),
    fitPadding: FIT_PADDING,
    fitMaxZoom: MAP_ZOOM_CENTERED_MAX,
  });
  const markers = useRef(new Map<number, ShopMarker>());
  const fittedList = useRef(fitted);
  const select = useEffectEvent((id: number) => onSelect(id));

  useEffect(() => {
    // our offline style draws shops as dots; here the markers stand for them
    if (map?.getLayer(STYLE_SHOPS_LAYER)) {
      map.setLayoutProperty(STYLE_SHOPS_LAYER, 'visibility', 'none');
    }
  }, [map]);

  useEffect(() => {
    if (!map || !lib) return;
    const placed = markers.current;
    for (const shop of list) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'shops-map__marker';
      button.setAttribute('aria-label', shop.name);
      button.title = shop.name;
      button.innerHTML = MARKER_SVG;
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        select(shop.id);
      });
      const marker = new lib.Marker({ element: button, anchor: 'bottom' })
        .setLngLat([shop.longitude, shop.latitude])
        .addTo(map);
      placed.set(shop.id, { marker, button, shop });
    }
    if (fittedList.current !== list) {
      fittedList.current = list;
      const bounds = mapBoundsOf(list);
      if (bounds) {
        map.fitBounds(bounds, {
          padding: FIT_PADDING,
          maxZoom: MAP_ZOOM_CENTERED_MAX,
          duration: MAP_ANIMATION_MS,
        });
      }
    }
    return () => {
      for (const { marker } of placed.values()) marker.remove();
      placed.clear();
    };
  }, [map, lib, list]);

  useEffect(() => {
    if (!map) return;
    for (const [id, { button }] of markers.current) {
      const selected = id === selectedId;
      button.classList.toggle('is-selected', selected);
      button.setAttribute('aria-pressed', String(selected));
    }
  }, [map, list, selectedId]);

  // a shop chosen from the list beside the map is brought into view
  useEffect(() => {
    const chosen = selectedId === null ? undefined : markers.current.get(selectedId);
    if (!map || !chosen) return;
    const at: [number, number] = [chosen.shop.longitude, chosen.shop.latitude];
    if (!map.getBounds().contains(at)) map.easeTo({ center: at, duration: MAP_ANIMATION_MS });
  }, [map, selectedId]);

  return (
    <div className="shops-map">
      <MapFrame containerRef={containerRef} status={status} className="shops-map__frame" />
    </div>
  );
}
