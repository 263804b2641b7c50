import type { MapOptions } from 'maplibre-gl';

/**
 * The offline map style (§9 map): MapLibre style version 8 whose sources are GeoJSON files
 * served by this server, so the map works with no tile, font or sprite server. Nothing is
 * written as text on the map (no glyphs offline): names live in the page around it.
 */

/** A MapLibre style document, as the map library types it. */
export type MapStyle = Exclude<MapOptions['style'], string | undefined>;
type MapLayer = MapStyle['layers'][number];
type Filter = NonNullable<Extract<MapLayer, { type: 'fill' }>['filter']>;
type ZoomCurve = ['interpolate', ['linear'], ['zoom'], ...number[]];

/** Where the style's data files are served. */
export const MAP_DATA_PATH = '/map/data';

/** The data files the style reads, by source name. */
export const MAP_SOURCES = ['land', 'roads', 'zones', 'shops'] as const;

/** The data files served beside the style's sources: the map's names (search, labels). */
export const MAP_FILES = [...MAP_SOURCES, 'places'] as const;
export type MapFileName = (typeof MAP_FILES)[number];

export interface MapPalette {
  sea: string;
  neighbours: string;
  land: string;
  districtLine: string;
  shopAreaFill: string;
  zoneFill: string;
  zoneLine: string;
  roadMajor: string;
  roadMinor: string;
  shop: string;
  shopStroke: string;
}

/**
 * §9 map colours from the brand (BRAND_COLOR_PRIMARY, BRAND_COLOR_SECONDARY): the app's
 * page colour for El Salvador, a greyer one for its neighbours, a soft blue sea, delivery
 * zones in the primary colour, shop areas in the secondary one and shops as primary dots.
 */
export function mapPalette([primary, secondary]: readonly [string, string]): MapPalette {
  return {
    sea: '#a9cfe0',
    neighbours: '#e2ddd5',
    land: '#f6f3ef',
    districtLine: '#9e9286',
    shopAreaFill: secondary,
    zoneFill: primary,
    zoneLine: primary,
    roadMajor: '#8f8378',
    roadMinor: '#b3a89c',
    shop: primary,
    shopStroke: '#ffffff',
  };
}

/** A value that grows with the zoom, linearly between [zoom, value] stops. */
const byZoom = (stops: [number, number][]): ZoomCurve => [
  'interpolate',
  ['linear'],
  ['zoom'],
  ...stops.flat(),
];

const kind = (k: 'COL' | 'ZON' | 'TDA'): Filter => ['==', ['get', 'kind'], k];
const roadClass = (c: 'major' | 'minor'): Filter => ['==', ['get', 'class'], c];

/** Each data file the style reads is a GeoJSON source of the same name. */
function mapSources(): MapStyle['sources'] {
  const sources: MapStyle['sources'] = {};
  for (const name of MAP_SOURCES) {
    sources[name] = { type: 'geojson', data: `${MAP_DATA_PATH}/${name}.geojson` };
  }
  return sources;
}

/** The sea behind everything, then the neighbouring countries and El Salvador. */
function groundLayers(palette: MapPalette): MapLayer[] {
  return [
    { id: 'sea', type: 'background', paint: { 'background-color': palette.sea } },
    {
      id: 'neighbours',
      type: 'fill',
      source: 'land',
      filter: ['==', ['get', 'kind'], 'neighbours'],
      paint: { 'fill-color': palette.neighbours },
    },
    {
      id: 'land',
      type: 'fill',
      source: 'land',
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'fill-color': palette.land },
    },
  ];
}

/** The colonias' outlines, close up only. */
function districtLayer(palette: MapPalette): MapLayer {
  return {
    id: 'districts',
    type: 'line',
    source: 'zones',
    filter: kind('COL'),
    minzoom: 11,
    paint: {
      'line-color': palette.districtLine,
      'line-width': byZoom([
        [11, 0.5],
        [16, 1.5],
      ]),
      'line-dasharray': [3, 2],
      'line-opacity': 0.7,
    },
  };
}

/** The shops' areas and the delivery zones, filled and outlined. */
function zoneLayers(palette: MapPalette): MapLayer[] {
  return [
    {
      id: 'shop-areas',
      type: 'fill',
      source: 'zones',
      filter: kind('TDA'),
      paint: {
        'fill-color': palette.shopAreaFill,
        'fill-opacity': byZoom([
          [10, 0.2],
          [16, 0.1],
        ]),
      },
    },
    {
      id: 'delivery-zones',
      type: 'fill',
      source: 'zones',
      filter: kind('ZON'),
      paint: {
        'fill-color': palette.zoneFill,
        'fill-opacity': byZoom([
          [10, 0.16],
          [16, 0.08],
        ]),
      },
    },
    {
      id: 'delivery-zones-outline',
      type: 'line',
      source: 'zones',
      filter: kind('ZON'),
      paint: {
        'line-color': palette.zoneLine,
        'line-opacity': 0.75,
        'line-width': byZoom([
          [8, 0.5],
          [14, 1.5],
          [18, 2.5],
        ]),
      },
    },
  ];
}

/** The roads: minor ones only close up, major ones drawn over them. */
function roadLayers(palette: MapPalette): MapLayer[] {
  return [
    {
      id: 'roads-minor',
      type: 'line',
      source: 'roads',
      filter: roadClass('minor'),
      minzoom: 11,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': palette.roadMinor,
        'line-width': byZoom([
          [11, 0.75],
          [14, 2.5],
          [18, 7],
        ]),
      },
    },
    {
      id: 'roads-major',
      type: 'line',
      source: 'roads',
      filter: roadClass('major'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': palette.roadMajor,
        'line-width': byZoom([
          [6, 0.75],
          [10, 1.5],
          [14, 4],
          [18, 10],
        ]),
      },
    },
  ];
}

/** The shops as dots, above everything else. */
function shopLayer(palette: MapPalette): MapLayer {
  return {
    id: 'shops',
    type: 'circle',
    source: 'shops',
    paint: {
      'circle-color': palette.shop,
      'circle-radius': byZoom([
        [6, 2.5],
        [12, 5],
        [16, 8],
      ]),
      'circle-stroke-color': palette.shopStroke,
      'circle-stroke-width': byZoom([
        [6, 1],
        [12, 2],
      ]),
    },
  };
}

/** §9 map: the style document for the given brand colours. */
export function mapStyle(palette: MapPalette): MapStyle {
  return {
    version: 8,
    name: 'Mapa sin conexión',
    center: [-89.1914, 13.6989],
    zoom: 12,
    sources: mapSources(),
    layers: [
      ...groundLayers(palette),
      districtLayer(palette),
      ...zoneLayers(palette),
      ...roadLayers(palette),
      shopLayer(palette),
    ],
  };
}
