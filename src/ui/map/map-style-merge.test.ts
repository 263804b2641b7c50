import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { mapStyleUsesPmtiles, mapStyleWithChain } from './map-style-merge';

// A tiny basemap as a production style would be (a Protomaps PMTiles archive), and the
// shape of our own style (server/map/map-style.ts): land and roads, then the chain.
const basemap: StyleSpecification = {
  version: 8,
  name: 'Basemap',
  glyphs: 'https://example.com/fonts/{fontstack}/{range}.pbf',
  sources: {
    protomaps: { type: 'vector', url: 'pmtiles://https://example.com/el-salvador.pmtiles' },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#eeeeee' } },
    {
      id: 'streets',
      type: 'line',
      source: 'protomaps',
      'source-layer': 'roads',
      paint: { 'line-color': '#ffffff' },
    },
  ],
};

const own: StyleSpecification = {
  version: 8,
  name: 'Mapa sin conexión',
  sources: {
    land: { type: 'geojson', data: '/map/data/land.geojson' },
    zones: { type: 'geojson', data: '/map/data/zones.geojson' },
    shops: { type: 'geojson', data: '/map/data/shops.geojson' },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#a9cfe0' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f6f3ef' } },
    { id: 'delivery-zones', type: 'fill', source: 'zones', paint: { 'fill-color': '#c8102e' } },
    { id: 'shops', type: 'circle', source: 'shops', paint: { 'circle-color': '#c8102e' } },
  ],
};

describe('a basemap served elsewhere with the chain over it', () => {
  it('keeps the basemap and draws our zones and shops on top, a valid style', () => {
    const merged = mapStyleWithChain(basemap, own);
    expect(merged.layers.map((l) => l.id)).toEqual([
      'background',
      'streets',
      'delivery-zones',
      'shops',
    ]);
    expect(Object.keys(merged.sources).sort()).toEqual(['protomaps', 'shops', 'zones']);
    expect(merged.glyphs).toBe(basemap.glyphs);
    expect(validateStyleMin(merged)).toEqual([]);
  });

  it('lets our sources win over basemap sources of the same name', () => {
    const clash: StyleSpecification = {
      ...basemap,
      sources: { ...basemap.sources, shops: { type: 'geojson', data: '/otras-tiendas.json' } },
      layers: [...basemap.layers, { id: 'their-shops', type: 'circle', source: 'shops' }],
    };
    const merged = mapStyleWithChain(clash, own);
    expect(merged.sources.shops).toEqual(own.sources.shops);
    expect(merged.layers.map((l) => l.id)).not.toContain('their-shops');
  });

  it('knows when the PMTiles protocol is needed', () => {
    expect(mapStyleUsesPmtiles(basemap)).toBe(true);
    expect(mapStyleUsesPmtiles(own)).toBe(false);
    expect(
      mapStyleUsesPmtiles({
        sources: {
          raster: { type: 'raster', tiles: ['pmtiles://https://x/a.pmtiles/{z}/{x}/{y}'] },
        },
      }),
    ).toBe(true);
    expect(
      mapStyleUsesPmtiles({
        sources: {
          raster: { type: 'raster', tiles: ['https://tiles.example.com/{z}/{x}/{y}.png'] },
        },
      }),
    ).toBe(false);
  });
});
