import type { StyleSpecification } from 'maplibre-gl';
import type { MapLibreModule } from './maplibre-load';
import { mapStyleUsesPmtiles, mapStyleWithChain } from './map-style-merge';
import { MAP_STYLE_PATH, mapStyleUrl } from './map-style-url';

let pmtilesAdded = false;

async function styleJson(url: string): Promise<StyleSpecification> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Estilo del mapa: ${res.status}`);
  return (await res.json()) as StyleSpecification;
}

/**
 * §9 map / issue 20 the style a map opens with: our own style by its URL (the map library
 * loads it), or a basemap served elsewhere with the chain's zones and shops drawn over it
 * (mapStyleWithChain). The PMTiles protocol is loaded and registered only when that
 * basemap reads a `pmtiles://` archive.
 */
export async function mapStyleLoad(lib: MapLibreModule): Promise<string | StyleSpecification> {
  const url = mapStyleUrl();
  if (url === MAP_STYLE_PATH) return url;
  const [base, own] = await Promise.all([styleJson(url), styleJson(MAP_STYLE_PATH)]);
  if (mapStyleUsesPmtiles(base) && !pmtilesAdded) {
    const { Protocol } = await import('pmtiles');
    lib.addProtocol('pmtiles', new Protocol().tile);
    pmtilesAdded = true;
  }
  return mapStyleWithChain(base, own);
}
