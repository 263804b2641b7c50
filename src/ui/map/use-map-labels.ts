import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect } from 'react';
import type { MapPlace } from '../../domain/map/place-search';
import { mapLabelBand, mapLabelShown, type MapLabelBand } from '../../domain/map/map-labels';
import type { MapLibreModule } from './maplibre-load';

/**
 * Issue 20 / decision 038 the names on the map, as DOM labels over it (no glyphs to serve):
 * districts from afar, colonias, landmarks, shops and roads up close (mapLabelBand). They
 * are text for the eye only: hidden from screen readers (the search and the coverage line
 * say where the pin is) and never in the tab order.
 */
export function useMapLabels(
  map: MapLibreMap | null,
  lib: MapLibreModule | null,
  places: readonly MapPlace[] | null,
): void {
  useEffect(() => {
    if (!map || !lib || !places) return;
    const labels: { label: HTMLElement; place: MapPlace }[] = [];
    const markers: Marker[] = places.map((place) => {
      const label = document.createElement('span');
      label.className = `map-label map-label--${place.kind}`;
      label.textContent = place.name;
      label.setAttribute('aria-hidden', 'true');
      label.dataset.labelKind = place.kind;
      labels.push({ label, place });
      return new lib.Marker({ element: label, anchor: 'center' })
        .setLngLat([place.longitude, place.latitude])
        .addTo(map);
    });
    let shown: MapLabelBand | null = null;
    const band = () => {
      const now = mapLabelBand(map.getZoom());
      if (now === shown) return;
      shown = now;
      for (const { label, place } of labels) label.hidden = !mapLabelShown(place.kind, now);
    };
    band();
    const subscription = map.on('zoom', band);
    return () => {
      subscription.unsubscribe();
      for (const marker of markers) marker.remove();
    };
  }, [map, lib, places]);
}
